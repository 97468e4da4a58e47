import { MantineProvider } from '@mantine/core';
import { lazy, type ReactNode, Suspense } from 'react';
import { CenteredLoader } from '../components/centered-loader';
import { theme } from './theme';

// Toasts go through the notifications store, which keeps what is shown before the container mounts: the
// container and its transitions need not delay the first render.
const NotificationsHost = lazy(async () => ({
  default: (await import('./notifications-host')).NotificationsHost,
}));

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme}>
      <Suspense fallback={null}>
        <NotificationsHost />
      </Suspense>
      <Suspense fallback={<CenteredLoader fullScreen />}>{children}</Suspense>
    </MantineProvider>
  );
}
