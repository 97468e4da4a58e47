import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { type ReactNode, Suspense } from 'react';
import { CenteredLoader } from '../components/centered-loader';
import { theme } from './theme';

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme}>
      <Notifications position="top-right" />
      <Suspense fallback={<CenteredLoader fullScreen />}>{children}</Suspense>
    </MantineProvider>
  );
}
