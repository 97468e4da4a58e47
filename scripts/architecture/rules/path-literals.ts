import { isTestCode, type SourceFile } from '../source-files';

const home = 'apps/server/src/config/paths.ts';

/**
 * Where the code finds itself and the repository: the file's own location (`import.meta.url` turned into a
 * path, `import.meta.dirname`, `__dirname`), the working directory, or a literal path into the repository
 * (`'apps/web/dist'`, `'../../..'`). `createRequire(import.meta.url)` loads a package and is no path.
 */
const pathLiteral =
  /fileURLToPath\(\s*import\.meta\.url|new URL\([^)]*import\.meta\.url|import\.meta\.dirname|\b__dirname\b|process\.cwd\(\)|['"`](?:\.\.\/|apps\/|packages\/)/;

// Module specifiers are no paths: `import ... from '../x'`, the closing line of a multi-line import, `import('../x')`.
const importLine =
  /^\s*(?:import|export)\s.*from\s+['"]|^\s*\}\s*from\s+['"]|^\s*import\s+['"]|import\(\s*['"]/;

/** Server code (tests excepted) that builds a path into the code or the repository outside config/paths.ts. */
export function pathLiterals(files: SourceFile[]): string[] {
  const found: string[] = [];
  for (const file of files) {
    if (!file.path.startsWith('apps/server/src/') || file.path === home || isTestCode(file)) continue;
    file.text.split('\n').forEach((line, index) => {
      if (pathLiteral.test(line) && !importLine.test(line))
        found.push(`${file.path}:${index + 1}: ${line.trim()}`);
    });
  }
  return found.sort();
}
