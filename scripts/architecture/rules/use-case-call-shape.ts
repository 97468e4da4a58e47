import type { SourceFile } from '../source-files';

/** The one shape of a use case call: `useCase({ deps: ctx.deps, actor?, input? })` (decision 0174). */
const shapeKeys = new Set(['deps', 'actor', 'input']);

// `useCase(ctx.deps, …)`, `useCase(ctx.deps.db)`, `useCase(deps, …)`: the dependencies passed by position.
const positional = /\b[A-Za-z_$][\w$]*\s*\(\s*(?:ctx\s*\.\s*)?deps(?:\s*\.\s*db)?\s*[,)]/g;

/** The top-level keys of the object literal that opens at `text[start] === '{'` (shorthand keys included). */
function topLevelKeys(text: string, start: number): string[] {
  const keys: string[] = [];
  let depth = 0;
  let entry = '';
  for (let index = start; index < text.length; index++) {
    const char = text[index]!;
    if ('({['.includes(char)) depth++;
    if (')}]'.includes(char)) depth--;
    if (depth === 0 || (depth === 1 && char === ',')) {
      const key = /^\s*(?:\.\.\.)?([A-Za-z_$][\w$]*)/.exec(entry)?.[1];
      if (key) keys.push(entry.trimStart().startsWith('...') ? `...${key}` : key);
      entry = '';
      if (depth === 0) break;
      continue;
    }
    if (depth >= 1 && !(depth === 1 && char === '{' && index === start)) entry += char;
  }
  return keys;
}

/**
 * Calls in `.graphql.ts` files that do not have the one use case shape: the dependencies passed by position,
 * or an object holding `deps` with other keys than `actor` and `input` (`session`, `args`, `db`...).
 * Answers `path: the call's first line` per finding.
 */
export function useCaseCallShape(files: SourceFile[]): string[] {
  const findings: string[] = [];
  for (const file of files) {
    if (!file.path.startsWith('apps/server/src/') || !file.path.endsWith('.graphql.ts')) continue;
    const lineOf = (index: number) => file.text.slice(0, index).split('\n').length;
    for (const match of file.text.matchAll(positional))
      findings.push(`${file.path}:${lineOf(match.index)}: ${match[0]}`);
    for (const match of file.text.matchAll(/\(\s*\{\s*deps\s*:\s*ctx\s*\.\s*deps\b/g)) {
      const open = file.text.indexOf('{', match.index);
      const odd = topLevelKeys(file.text, open).filter((key) => !shapeKeys.has(key));
      if (odd.length) findings.push(`${file.path}:${lineOf(match.index)}: keys ${odd.join(', ')}`);
    }
  }
  return findings.sort();
}
