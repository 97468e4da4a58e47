import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * `npm start` is npm → sh → npm → sh → node unless each script `exec`s its last command. npm relays a SIGTERM
 * to its child only, and sh dies of it without passing it on: the server never heard of the stop and ran on,
 * orphaned, with its PostgreSQL. This runs the repository's two `start` scripts as written (the build
 * replaced by `true`, the server by a stub) and signals npm's pid, as an operator or a supervisor does.
 */
const repoRoot = path.resolve(import.meta.dirname, '../../..');
const scriptOf = (file: string) => JSON.parse(readFileSync(path.join(repoRoot, file), 'utf8')).scripts.start;
const root = mkdtempSync(path.join(tmpdir(), 'portal-start-script-'));
const stubPidFile = path.join(root, 'stub.pid');
const STUB = `require('node:fs').writeFileSync(${JSON.stringify(stubPidFile)}, String(process.pid));
process.on('SIGTERM', () => { console.log('stub: SIGTERM'); process.exit(0); });
console.log('stub: ready');
setInterval(() => {}, 1000);
`;

function writeJson(file: string, value: unknown) {
  writeFileSync(file, JSON.stringify(value));
}

afterAll(() => {
  // Only after a failure: the stub left running on its own.
  try {
    process.kill(Number(readFileSync(stubPidFile, 'utf8')), 'SIGKILL');
  } catch {
    // Not started, or gone as it should be.
  }
  rmSync(root, { recursive: true, force: true });
});

describe('npm start', () => {
  it('passes a SIGTERM sent to npm on to the server', { timeout: 60_000 }, async () => {
    mkdirSync(path.join(root, 'apps/server/dist'), { recursive: true });
    writeJson(path.join(root, 'package.json'), {
      name: 'start-script-check',
      private: true,
      workspaces: ['apps/server'],
      scripts: { build: 'true', start: scriptOf('package.json') },
    });
    writeJson(path.join(root, 'apps/server/package.json'), {
      name: 'start-script-check-server',
      private: true,
      scripts: { start: scriptOf('apps/server/package.json') },
    });
    writeFileSync(path.join(root, 'apps/server/dist/main.js'), STUB);

    const npm = spawn('npm', ['start'], {
      cwd: root,
      env: { PATH: process.env.PATH ?? '', HOME: root },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    npm.stdout.on('data', (chunk) => (output += chunk));
    npm.stderr.on('data', (chunk) => (output += chunk));
    const exited = once(npm, 'exit').then(([code]) => code as number | null);
    for (let waited = 0; waited < 30_000 && !output.includes('stub: ready'); waited += 50) await sleep(50);
    expect(output).toContain('stub: ready');

    npm.kill('SIGTERM');
    const code = await Promise.race([exited, sleep(20_000, 'still running')]);
    expect(output).toContain('stub: SIGTERM');
    expect(code).toBe(0);
  });
});
