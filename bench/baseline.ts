import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repoRoot } from './server-process';

export type Baseline = { ref: string; entry: string; remove: () => void };

function hasPath(ref: string, entry: string) {
  const listed = execFileSync('git', ['ls-tree', '--name-only', ref, entry], { cwd: repoRoot });
  return listed.toString().trim() !== '';
}

/**
 * The server and domain package of an earlier commit, unpacked beside the working tree so the bench can run
 * them next to the current code in the same interleaved rounds: before and after under the same machine
 * noise. Dependencies are today's node_modules, with `@portal/domain` pointing at that commit's package.
 */
export function unpackBaseline(ref: string): Baseline {
  const root = mkdtempSync(path.join(tmpdir(), 'bench-baseline-'));
  // The server's bundle takes the simulator's shopper model for the demo history (since issue 13).
  const paths = ['apps/server', 'packages/domain', 'tsconfig.base.json', 'apps/simulator'].filter((entry) =>
    hasPath(ref, entry),
  );
  const archive = execFileSync('git', ['archive', '--format=tar', ref, ...paths], {
    cwd: repoRoot,
    maxBuffer: 256 * 1024 * 1024,
  });
  execFileSync('tar', ['-x', '-C', root], { input: archive });
  const modules = path.join(root, 'node_modules');
  mkdirSync(path.join(modules, '@portal'), { recursive: true });
  for (const name of readdirSync(path.join(repoRoot, 'node_modules'))) {
    if (name !== '@portal') symlinkSync(path.join(repoRoot, 'node_modules', name), path.join(modules, name));
  }
  symlinkSync(path.join(root, 'packages/domain'), path.join(modules, '@portal/domain'));
  // Run it as its `npm start` did: its own bundle when it had a build script, its sources through tsx before.
  const build = path.join(root, 'apps/server/scripts/build.ts');
  const hasBuild = existsSync(build);
  if (hasBuild)
    execFileSync(process.execPath, ['--import', 'tsx', build], { cwd: repoRoot, stdio: 'inherit' });
  return {
    ref,
    entry: path.join(root, hasBuild ? 'apps/server/dist/main.js' : 'apps/server/src/main.ts'),
    remove: () => rmSync(root, { recursive: true, force: true }),
  };
}
