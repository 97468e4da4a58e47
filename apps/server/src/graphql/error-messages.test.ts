import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { serverRoot } from '../config/paths';
import { englishMessages, messageKeys } from '../testing/english-messages';
import { localeNamespaces, missingTranslations } from '../testing/locale-keys';

/**
 * The sandbox OAuth provider plays a third party: its `{ error: 'invalid_grant' }` answers are the codes
 * RFC 6749 §5.2 fixes, read by our own callback, never shown to a user.
 */
const thirdPartyProtocol = path.join('modules', 'social', 'sandbox-routes.ts');
/**
 * The marketplace's server-to-server API (`/v1/ads/*`, docs/delivery-api.md) answers its callers, the
 * marketplace's programs and engineers, with a documented code (`UNAUTHORIZED`, `BAD_SIGNATURE`, …) and an
 * English explanation beside it; no person using the portal reads them, so they are not translation keys.
 */
const marketplaceApi = path.join('modules', 'delivery') + path.sep;

/** The server's own sources: tests and test helpers may hold any text. */
function serverSources(): { file: string; source: string }[] {
  const root = path.join(serverRoot, 'src');
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.startsWith('testing'))
    .filter((file) => file !== thirdPartyProtocol && !file.startsWith(marketplaceApi))
    .map((file) => ({ file, source: readFileSync(path.join(root, file), 'utf8') }));
}

describe('messages the server sends', () => {
  it('finds an English sentence planted where a message goes', () => {
    expect(englishMessages("throw new DomainError('Unknown feature flag.', 'name');")).toEqual([
      "'Unknown feature flag.'",
    ]);
    const template = ['throw badUserInput(field, `Invalid date: ', '$', '{value}`);'].join('');
    expect(englishMessages(template)).toHaveLength(1);
    expect(englishMessages("new GraphQLError('Permission denied', {})")).toHaveLength(1);
    expect(englishMessages("errors: [{ field: null, messages: ['Permission denied'] }]")).toHaveLength(1);
    expect(englishMessages("return reply.code(404).send({ error: 'Not found' });")).toEqual(["'Not found'"]);
    expect(englishMessages("return { status: 404, body: { error: 'Unknown provider' } };")).toHaveLength(1);
    expect(englishMessages("reply.code(403).send({ error: 'common:permissionDenied' })")).toEqual([]);
    expect(englishMessages("throw new DomainError('platform:error.unknownFeatureFlag', 'name');")).toEqual(
      [],
    );
  });

  it('gives every DomainError, badUserInput, GraphQLError, payload and REST message as a translation key', () => {
    const found = serverSources().flatMap(({ file, source }) =>
      englishMessages(source).map((literal) => `${file}: ${literal}`),
    );
    expect(found).toEqual([]);
  });

  it('has every message key it names in the en, pt and id locale files', () => {
    const namespaces = localeNamespaces();
    const keys = serverSources().flatMap(({ source }) => messageKeys(source, namespaces));
    expect(keys.length).toBeGreaterThan(100);
    expect(missingTranslations(keys)).toEqual([]);
  });
});
