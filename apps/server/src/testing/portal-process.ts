import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export type PortalProcess = {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
};

/** `main.ts` as its own Node process (no npm or tsx wrapper, so its pid is the one that owns the database). */
export function spawnPortal(
  env: Record<string, string>,
  options: { uid?: number; gid?: number } = {},
): PortalProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: '/tmp',
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      WEB_DIST_DIR: '/nonexistent',
      DEMO_DATA: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    ...options,
  });
  let text = '';
  child.stdout?.on('data', (chunk) => (text += chunk));
  child.stderr?.on('data', (chunk) => (text += chunk));
  const exited = once(child, 'exit').then(([code]) => code as number | null);
  return { child, output: () => text, exited };
}

/** Resolves once /healthz answers 200, or rejects with the process output when it exits first. */
export async function waitForHealth(portal: PortalProcess, port: number, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (portal.child.exitCode !== null)
      throw new Error(`portal exited ${portal.child.exitCode}: ${portal.output()}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/healthz`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`portal not healthy after ${timeoutMs} ms: ${portal.output()}`);
}

/** A port nothing listens on right now, for a portal's PORT. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}
