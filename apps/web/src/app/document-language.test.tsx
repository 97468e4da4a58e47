import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { act, render } from '@testing-library/react';
import i18n from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { localeResources } from '../testing/i18n';
import { SignedOutRoot, useDocumentLanguage } from './document-language';

const webRoot = path.resolve(__dirname, '../..');

function languages() {
  const instance = i18n.createInstance();
  void instance.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: false,
    defaultNS: 'common',
    resources: { en: localeResources('en'), pt: localeResources('pt'), id: localeResources('id') },
    interpolation: { escapeValue: false },
    initAsync: false,
    react: { useSuspense: false },
  });
  return instance;
}

function Root() {
  useDocumentLanguage();
  return null;
}

describe('the document follows the language (issue 12)', () => {
  it('sets <html lang> to the language shown, and follows a switch to pt and id', async () => {
    const instance = languages();
    render(
      <I18nextProvider i18n={instance}>
        <Root />
      </I18nextProvider>,
    );
    expect(document.documentElement.lang).toBe('en');
    await act(() => instance.changeLanguage('pt'));
    expect(document.documentElement.lang).toBe('pt');
    await act(() => instance.changeLanguage('id'));
    expect(document.documentElement.lang).toBe('id');
  });

  it('names the portal in the tab of a signed-out page, in the visitor language', async () => {
    const instance = languages();
    document.title = 'Marketing by';
    render(
      <I18nextProvider i18n={instance}>
        <MemoryRouter initialEntries={['/auth']}>
          <Routes>
            <Route element={<SignedOutRoot />}>
              <Route path="/auth" element={<p>sign in</p>} />
            </Route>
          </Routes>
        </MemoryRouter>
      </I18nextProvider>,
    );
    expect(document.title).toBe('Marketing Portal');
    await act(() => instance.changeLanguage('pt'));
    expect(document.title).toBe('Portal de Marketing');
  });

  it('ships a whole title before the scripts run and a /favicon.ico for clients that ask for it', () => {
    const html = readFileSync(path.join(webRoot, 'index.html'), 'utf8');
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
    expect(title).toBe(localeResources('en').common?.appName);
    expect(html).toContain('href="/favicon.ico"');
    const icon = path.join(webRoot, 'public', 'favicon.ico');
    expect(existsSync(icon)).toBe(true);
    // An ICO file: reserved 0, type 1, at least one image.
    const header = readFileSync(icon).subarray(0, 6);
    expect([header.readUInt16LE(0), header.readUInt16LE(2), header.readUInt16LE(4) > 0]).toEqual([
      0,
      1,
      true,
    ]);
  });
});
