import i18n from 'i18next';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { localeResources } from '../testing/i18n';
import { chooseLanguage, initI18n, loadNamespaces } from './i18n';
import { storageKeys } from './storage';

// The translation server: answers each file from the real locale folders and records what was asked.
const requested: string[] = [];
const fetchLocale = vi.fn(async (input: RequestInfo | URL) => {
  const path = String(input);
  requested.push(path);
  const [, , , language, namespace] = path.split('/');
  const resource = localeResources(language as 'en' | 'pt' | 'id')[namespace!];
  return resource
    ? new Response(JSON.stringify(resource), { headers: { 'content-type': 'application/json' } })
    : new Response('{"error":"Unknown namespace"}', { status: 404 });
});

function takeRequests(): string[] {
  return requested.splice(0).sort();
}

beforeAll(() => {
  localStorage.removeItem(storageKeys.language);
  localStorage.setItem(storageKeys.profileLanguage, 'id');
  vi.stubGlobal('fetch', fetchLocale);
});
afterAll(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('translation loading', () => {
  it('starts in the language of the last profile seen, with common only', async () => {
    await initI18n();
    expect(i18n.language).toBe('id');
    expect(takeRequests()).toEqual(['/configuration/locales/id/common']);
  });

  it("loads a route's namespaces in the current language only, each once", async () => {
    await loadNamespaces(['sponsor', 'sponsorContent']);
    await loadNamespaces(['sponsor']);
    expect(takeRequests()).toEqual([
      '/configuration/locales/id/sponsor',
      '/configuration/locales/id/sponsorContent',
    ]);
    expect(i18n.t('sponsor:header.title')).toBe('Iklan Bersponsor');
  });

  it('loads the namespaces in use, and no others, in a language chosen with the switcher', async () => {
    await chooseLanguage('pt');
    expect(takeRequests()).toEqual([
      '/configuration/locales/pt/common',
      '/configuration/locales/pt/sponsor',
      '/configuration/locales/pt/sponsorContent',
    ]);
    expect(i18n.language).toBe('pt');
    expect(localStorage.getItem(storageKeys.language)).toBe('pt');
  });

  it('loads the namespace of a key no route asked for (a server message) when it is shown', async () => {
    expect(i18n.hasLoadedNamespace('sponsorRules')).toBe(false);
    i18n.t('sponsorRules:requireSkus');
    await vi.waitFor(() => expect(i18n.hasLoadedNamespace('sponsorRules')).toBe(true));
    expect(takeRequests()).toEqual(['/configuration/locales/pt/sponsorRules']);
    expect(i18n.t('sponsorRules:requireSkus')).not.toBe('requireSkus');
  });
});
