import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testI18n } from '../testing/i18n';
import {
  chunkReloadKey,
  isChunkLoadError,
  pageReload,
  reloadOnceForNewVersion,
  withRouteErrors,
} from './route-error';
import { theme } from './theme';

const missingChunk = new TypeError(
  'Failed to fetch dynamically imported module: http://localhost/assets/billing-info-Ab12.js',
);

function renderRoutes(failure: unknown) {
  const router = createMemoryRouter(
    withRouteErrors([
      {
        path: '/',
        element: (
          <main>
            <p>the shell</p>
            <Outlet />
          </main>
        ),
        children: [
          {
            path: 'billing',
            lazy: async () => {
              throw failure;
            },
          },
        ],
      },
    ]),
    { initialEntries: ['/billing'] },
  );
  return render(
    <MantineProvider theme={theme}>
      <I18nextProvider i18n={testI18n}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </MantineProvider>,
  );
}

let reload: ReturnType<typeof vi.fn>;
beforeEach(() => {
  sessionStorage.clear();
  reload = vi.fn();
  vi.spyOn(pageReload, 'reload').mockImplementation(reload);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('route error boundary (issue 12)', () => {
  it('shows a friendly message inside the shell, not the router developer page, and reloads once', async () => {
    renderRoutes(missingChunk);
    expect(
      await screen.findByText('A new version of the portal is available. Reload to continue.'),
    ).toBeTruthy();
    expect(screen.getByText('the shell')).toBeTruthy();
    expect(screen.queryByText(/Unexpected Application Error/)).toBeNull();
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(sessionStorage.getItem(chunkReloadKey)).not.toBeNull();
  });

  it('does not reload again right after its own reload (no loop); the button still reloads', async () => {
    sessionStorage.setItem(chunkReloadKey, String(Date.now()));
    renderRoutes(missingChunk);
    const button = await screen.findByRole('button', { name: 'Reload' });
    expect(reload).not.toHaveBeenCalled();
    await userEvent.click(button);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('shows the general message for another failure, without reloading by itself', async () => {
    renderRoutes(new Error('boom'));
    expect(await screen.findByText('This page could not be shown. Reload to try again.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('isChunkLoadError and the reload guard', () => {
  it('recognises the browsers and Vite wordings only', () => {
    expect(isChunkLoadError(missingChunk)).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('error loading dynamically imported module: /assets/x.js'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/x.css'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });

  it('reloads again once the guard time has passed', () => {
    const storage = new Map<string, string>();
    const store = { getItem: (key: string) => storage.get(key) ?? null, setItem: storage.set.bind(storage) };
    const again = vi.fn();
    expect(reloadOnceForNewVersion(store, again, 1_000_000)).toBe(true);
    expect(reloadOnceForNewVersion(store, again, 1_030_000)).toBe(false);
    expect(reloadOnceForNewVersion(store, again, 1_100_000)).toBe(true);
    expect(again).toHaveBeenCalledTimes(2);
  });
});
