import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumArgs } from './support/chromium-args';

// A free port per run unless E2E_PORT names one: a fixed port made a whole CI run fail when a server left
// running elsewhere on the machine held it. The workers inherit the variable (support/server.ts reads it).
process.env.E2E_PORT ??= execFileSync(process.execPath, ['support/free-port.mjs'], {
  cwd: import.meta.dirname,
})
  .toString()
  .trim();
const { e2eBaseUrl, e2ePort: port } = await import('./support/server');

// A fresh data folder per run: the demo marketplace is loaded on first start, like a newcomer's machine.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'portal-e2e-'));
// As root the embedded PostgreSQL runs as another user, which must be able to enter the folder.
chmodSync(dataDir, 0o755);
process.env.E2E_DATA_DIR = dataDir;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: e2eBaseUrl,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [...chromiumArgs, '--disable-quic'],
    },
  },
  webServer: {
    // The server as `npm start` runs it: the bundle `npm run build` writes.
    command: 'node --enable-source-maps ../apps/server/dist/main.js',
    url: `http://127.0.0.1:${port}/healthz`,
    timeout: 180_000,
    reuseExistingServer: false,
    // SIGTERM, not the default SIGKILL: the portal then stops its embedded PostgreSQL instead of orphaning it.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO_DATA: '1',
      // No demo history: journeys check wallet balances and transactions that it would change as they run.
      DEMO_HISTORY_DAYS: '0',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
    },
  },
});
