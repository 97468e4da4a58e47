import { MantineProvider } from '@mantine/core';
import { type ReactNode, Suspense } from 'react';
import { CenteredLoader } from '../components/centered-loader';
import { ExportSlotProvider } from '../components/export-slot';
import { NotificationsOnDemand } from './notifications-on-demand';
import { renderExport } from './render-export';
import { theme } from './theme';

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme}>
      <NotificationsOnDemand />
      <ExportSlotProvider value={renderExport}>
        <Suspense fallback={<CenteredLoader fullScreen />}>{children}</Suspense>
      </ExportSlotProvider>
    </MantineProvider>
  );
}
