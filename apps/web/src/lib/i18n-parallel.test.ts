import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { localeResources } from '../testing/i18n';
import { initI18n, loadNamespaces } from './i18n';

// `common` answers only when released: a route's namespaces must not wait for it.
let releaseCommon: () => void = () => undefined;
const requested: string[] = [];
const fetchLocale = vi.fn(async (input: RequestInfo | URL) => {
  const path = String(input);
  requested.push(path);
  const namespace = path.split('/').pop()!;
  if (namespace === 'common') await new Promise<void>((resolve) => (releaseCommon = resolve));
  return new Response(JSON.stringify(localeResources('en')[namespace]));
});

beforeAll(() => {
  localStorage.clear();
  vi.stubGlobal('fetch', fetchLocale);
});
afterAll(() => vi.unstubAllGlobals());

it("requests a route's namespaces while common is still loading, and resolves once both are in", async () => {
  void initI18n();
  let isLoaded = false;
  const loading = loadNamespaces(['auth']).then(() => {
    isLoaded = true;
  });
  await vi.waitFor(() => expect(requested).toContain('/configuration/locales/en/auth'));
  expect(requested).toContain('/configuration/locales/en/common');
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(isLoaded).toBe(false);
  releaseCommon();
  await loading;
  expect(isLoaded).toBe(true);
});
