import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { AppProvider } from './provider';
import { createAppRouter } from './router';
import { useVersionCheck } from './use-version-check';

export function App() {
  const [router] = useState(createAppRouter);
  useVersionCheck(router);
  return (
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
