import { type Asker, isAllowed, type Permission, type RoleName, roleMatrix } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { buildSchema, graphql } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, users } from '../db/schema/index';
import { activeRoleName, createSession } from '../modules/auth/session';
import { createTestApp, type TestApp } from '../testing/create-test-app';
import { TestClient } from '../testing/graphql-client';
import { missingTranslations } from '../testing/locale-keys';
import { sampleOperation } from '../testing/operation-sample';
import type { GraphQLContext } from './context';
import { gateOperations } from './operation-gate';
import { schema } from './schema';

type Who = { label: string; asker: Asker; email?: string; staff?: boolean };

const people: Who[] = [
  { label: 'signed out', asker: null },
  ...(['OWNER', 'ADMIN', 'MEMBER', 'VIEWER'] as RoleName[]).map((role) => ({
    label: role,
    asker: { isStaff: false, roleName: role },
    email: `${role.toLowerCase()}@demo.test`,
  })),
  { label: 'staff', asker: { isStaff: true, roleName: null }, email: 'staff@demo.test', staff: true },
];

const rows: Record<string, Permission> = roleMatrix;
const refusals = new Set(['FORBIDDEN', 'UNAUTHORIZED']);

let testApp: TestApp;
let acmeId: number;

beforeAll(async () => {
  testApp = await createTestApp();
  const [acme] = await testApp.deps.db.select().from(companies).where(eq(companies.name, 'Acme Fashion'));
  acmeId = acme!.id;
});

afterAll(async () => {
  await testApp.close();
});

/** A client with a session of its own for this one call (a sampled signOut or switchAccount spoils no other). */
async function clientFor(who: Who): Promise<{ client: TestClient; headers: Record<string, string> }> {
  const client = new TestClient(testApp.app);
  if (!who.email) return { client, headers: {} };
  const [user] = await testApp.deps.db.select().from(users).where(eq(users.email, who.email));
  const token = await createSession(testApp.deps, { userId: user!.id, companyId: who.staff ? null : acmeId });
  client.setCookie('sessionid', token);
  // Staff act for a company through the header the web sends from the company filter.
  return { client, headers: who.staff ? { 'x-company-id': String(acmeId) } : {} };
}

function rootFields() {
  return [
    ...Object.values(schema.getQueryType()!.getFields()).map((field) => ({ kind: 'query' as const, field })),
    ...Object.values(schema.getMutationType()!.getFields()).map((field) => ({
      kind: 'mutation' as const,
      field,
    })),
  ];
}

describe('the role matrix gate', () => {
  it('has a row for every query and mutation, and no row for an operation the schema lacks', () => {
    const names = rootFields().map(({ field }) => field.name);
    expect(names.filter((name) => !(name in rows))).toEqual([]);
    expect(Object.keys(rows).filter((name) => !names.includes(name))).toEqual([]);
  });

  it('answers every operation as the row says, for each kind of user', async () => {
    // The demo roles are what the walk assumes; a changed seed must fail here, not as odd mismatches.
    for (const role of ['OWNER', 'ADMIN', 'MEMBER', 'VIEWER'] as RoleName[]) {
      const [user] = await testApp.deps.db
        .select()
        .from(users)
        .where(eq(users.email, `${role.toLowerCase()}@demo.test`));
      expect(await activeRoleName(testApp.deps, user!.id, acmeId)).toBe(role);
    }
    const mismatches: string[] = [];
    // Every message a user could read, from GraphQL errors and payloads: each must be a key in en, pt, id.
    const messages = new Map<string, string>();
    for (const { kind, field } of rootFields()) {
      const document = sampleOperation(kind, field);
      for (const who of people) {
        const { client, headers } = await clientFor(who);
        const { body } = await client.gql(document, {}, headers);
        const codes = (body.errors ?? []).map((error) => String(error.extensions?.code ?? error.message));
        for (const error of body.errors ?? []) messages.set(error.message, field.name);
        const payload = body.data?.[field.name] as { errors?: { messages: string[] }[] } | null | undefined;
        for (const message of payload?.errors?.flatMap((error) => error.messages) ?? [])
          messages.set(message, field.name);
        const refused = codes.some((code) => refusals.has(code));
        const allowed = isAllowed(rows[field.name]!, who.asker);
        if (allowed === refused)
          mismatches.push(
            `${field.name} as ${who.label}: row says ${allowed ? 'allow' : 'deny'}, got ${codes}`,
          );
        if (!allowed && (body.data?.[field.name] ?? null) !== null)
          mismatches.push(`${field.name} as ${who.label}: refused but answered data`);
      }
    }
    expect(mismatches).toEqual([]);
    expect(messages.size).toBeGreaterThan(10);
    const untranslated = missingTranslations(messages.keys()).map((line) => {
      const message = line.replace(/ \((en|pt|id|not a key)\)$/, '');
      return `${messages.get(message) ?? messages.get(message.split('?')[0]!) ?? '?'}: ${line}`;
    });
    expect(untranslated).toEqual([]);
  }, 240_000);
});

describe('gateOperations', () => {
  /** A schema whose resolvers record that they ran. */
  function recorded(sdl: string, calls: string[]) {
    const built = buildSchema(sdl);
    for (const type of [built.getQueryType(), built.getMutationType()])
      for (const field of Object.values(type?.getFields() ?? {}))
        field.resolve = () => {
          calls.push(field.name);
          return 1;
        };
    return built;
  }

  it('stops the server at start when an operation has no row', () => {
    expect(() => gateOperations(recorded('type Query { noSuchOperation: Int }', []))).toThrow(
      /No role-matrix row for noSuchOperation/,
    );
  });

  it('refuses before the resolver runs, so a denied call changes nothing', async () => {
    const calls: string[] = [];
    // In the matrix `me` is signedIn and `addBrands` is for OWNER and ADMIN.
    const gated = gateOperations(recorded('type Query { me: Int } type Mutation { addBrands: Int }', calls));
    const run = (source: string, session: unknown) =>
      graphql({ schema: gated, source, contextValue: { session } as unknown as GraphQLContext });
    const viewer = { user: { isStaff: false }, roleName: 'VIEWER' };
    expect((await run('mutation { addBrands }', viewer)).errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    expect((await run('{ me }', null)).errors?.[0]?.extensions.code).toBe('UNAUTHORIZED');
    expect(calls).toEqual([]);
    expect((await run('{ me }', viewer)).data).toEqual({ me: 1 });
    expect(calls).toEqual(['me']);
  });
});
