import { isTestCode, type SourceFile } from '../source-files';

const home = 'apps/server/src/config/env.ts';

/** `process.env` read in server code other than config/env.ts (tests and their helpers excepted). */
export function processEnvReads(files: SourceFile[]): string[] {
  return files
    .filter((file) => file.path.startsWith('apps/server/src/') && file.path !== home && !isTestCode(file))
    .filter((file) => /\bprocess\.env\b/.test(file.text))
    .map((file) => file.path)
    .sort();
}
