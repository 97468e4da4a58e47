import { RouterProvider } from 'react-router';
import { AppProvider } from './provider';
import type { createAppRouter } from './router';
import { useVersionCheck } from './use-version-check';

export function App({ router }: { router: ReturnType<typeof createAppRouter> }) {
  useVersionCheck(router);
  return (
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
