/** Where the journeys' server listens (playwright.config.ts starts it; helpers outside a page call it here). */
export const e2ePort = Number(process.env.E2E_PORT ?? 8199);
export const e2eBaseUrl = `http://127.0.0.1:${e2ePort}`;

/** The password of every demo account (README). */
export const DEMO_PASSWORD = 'Demo!Passw0rd1';
