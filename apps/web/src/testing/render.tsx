import { MantineProvider } from '@mantine/core';
import { render as testingLibraryRender } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { type Client, Provider } from 'urql';
import { never } from 'wonka';
import { renderExport } from '../app/render-export';
import { theme } from '../app/theme';
import { ExportSlotProvider } from '../components/export-slot';
import { testI18n } from './i18n';

/** A client whose queries never answer, for components that only need a client to exist. */
export const silentClient = {
  executeQuery: () => never,
  executeMutation: () => never,
  executeSubscription: () => never,
} as unknown as Client;

function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

export type RenderOptions = {
  route?: string;
  /** Route pattern the element is mounted at (default: every path). */
  path?: string;
  client?: Client;
  extraRoutes?: ReactNode;
};

/** Renders `ui` with Mantine, English i18n, a memory router and a mock urql client. */
export function render(
  ui: ReactElement,
  { route = '/', path = '*', client = silentClient, extraRoutes }: RenderOptions = {},
) {
  return testingLibraryRender(
    <MantineProvider theme={theme}>
      <I18nextProvider i18n={testI18n}>
        <Provider value={client}>
          <ExportSlotProvider value={renderExport}>
            <MemoryRouter initialEntries={[route]}>
              <Routes>
                <Route path={path} element={ui} />
                {extraRoutes}
              </Routes>
              <LocationProbe />
            </MemoryRouter>
          </ExportSlotProvider>
        </Provider>
      </I18nextProvider>
    </MantineProvider>,
  );
}
