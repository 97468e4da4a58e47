import { MantineProvider } from '@mantine/core';
import { type ReactNode, Suspense } from 'react';
import { CenteredLoader } from '../components/centered-loader';
import { NotificationsOnDemand } from './notifications-on-demand';
import { theme } from './theme';

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme}>
      <NotificationsOnDemand />
      <Suspense fallback={<CenteredLoader fullScreen />}>{children}</Suspense>
    </MantineProvider>
  );
}
