import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { isLanguageCode } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import { restRefusals } from './rest-error';

const namespacePattern = /^[a-z][a-zA-Z-]{0,40}$/;

/** /configuration/locales/{lng}/{ns}: the web's translation files, served by the server so they can change without a rebuild. */
export function registerLocales(app: FastifyInstance, localesDir: string) {
  app.get<{ Params: { lng: string; ns: string } }>(
    '/configuration/locales/:lng/:ns',
    async (request, reply) => {
      const { lng } = request.params;
      const ns = request.params.ns.replace(/\.json$/, '');
      if (!isLanguageCode(lng) || !namespacePattern.test(ns)) throw restRefusals.notFound();
      try {
        const body = await readFile(path.join(localesDir, lng, `${ns}.json`), 'utf8');
        reply.header('cache-control', 'public, max-age=300').type('application/json');
        return body;
      } catch {
        throw restRefusals.notFound();
      }
    },
  );
}
