import path from 'node:path';
import type { SourceFile } from './source-files';

export type Import = {
  specifier: string;
  /** `import type` / `export type`: erased by the compiler, so it cannot make a runtime cycle. */
  isTypeOnly: boolean;
};

// Static imports and re-exports (`import x from`, `import 'x'`, `export { a } from`) and dynamic `import('x')`.
const staticImport = /^\s*(import|export)\s+(type\s+)?(?:[^'"]*?\s+from\s+)?['"]([^'"]+)['"]/gm;
const dynamicImport = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

export function importsOf(file: SourceFile): Import[] {
  const found: Import[] = [];
  for (const match of file.text.matchAll(staticImport)) {
    found.push({ specifier: match[3]!, isTypeOnly: match[2] !== undefined });
  }
  for (const match of file.text.matchAll(dynamicImport)) {
    found.push({ specifier: match[1]!, isTypeOnly: false });
  }
  return found;
}

/** The repository-relative path a relative specifier points at (without extension), or null for a package. */
export function resolveRelative(from: SourceFile, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  return path.posix.normalize(path.posix.join(path.posix.dirname(from.path), specifier));
}
