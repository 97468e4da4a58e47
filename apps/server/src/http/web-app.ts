import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { registerHashedAssets } from './hashed-assets';
import { restRefusals, sendRestError } from './rest-error';

const apiPrefixes = ['/graphql', '/v1/', '/media/', '/configuration/', '/dev/', '/csrf', '/healthz'];

/**
 * The built web app with history fallback: any other GET gets index.html, so client routes survive a reload.
 * Hashed bundles under /assets/ are cached for a year (hashed-assets.ts); everything else (index.html, which
 * names the bundles of the current build, version.txt, favicon) is revalidated on every use.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string, fallbackVersion: string) {
  const hasBuild = existsSync(path.join(distDir, 'index.html'));
  if (hasBuild) {
    registerHashedAssets(app, path.join(distDir, 'assets'));
    await app.register(fastifyStatic, {
      root: distDir,
      index: false,
      setHeaders: (reply) => {
        reply.header('cache-control', 'no-cache');
      },
    });
  }
  app.get('/version.txt', async (_request, reply) => {
    const file = path.join(distDir, 'version.txt');
    reply.type('text/plain').header('cache-control', 'no-cache');
    return existsSync(file) ? readFileSync(file, 'utf8').trim() : fallbackVersion;
  });
  const sendPage = (reply: FastifyReply) => {
    if (!hasBuild)
      return reply.code(503).type('text/plain').send('The web app is not built yet: run `npm run build`.');
    reply.header('cache-control', 'no-cache');
    return reply.type('text/html').sendFile('index.html');
  };
  // The site root is a page like any other; left to the static plugin it is a folder without an index (403).
  app.get('/', async (_request, reply) => sendPage(reply));
  app.setNotFoundHandler(async (request, reply) => {
    const isApi = apiPrefixes.some((prefix) => request.url.startsWith(prefix));
    const wantsPage = request.method === 'GET' && !isApi && !path.extname(request.url.split('?')[0]!);
    if (!wantsPage) return sendRestError(reply, restRefusals.notFound());
    return sendPage(reply);
  });
}
