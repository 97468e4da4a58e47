import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createAppRouter } from './app/router';
import { initI18n } from './lib/i18n';
import { followRouter } from './lib/live-search';

// Before React's first render: `common` in the user's language, and the router, whose loaders start /csrf,
// the settings and `me` while it loads the route's code and namespaces (app/session-loaders.ts).
void initI18n();
const router = createAppRouter();
followRouter(router);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App router={router} />
  </StrictMode>,
);
