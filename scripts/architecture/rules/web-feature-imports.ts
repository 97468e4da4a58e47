import { importsOf, resolveRelative } from '../imports';
import type { SourceFile } from '../source-files';

const featureOf = (filePath: string) => /^apps\/web\/src\/features\/([^/]+)\//.exec(filePath)?.[1] ?? null;

/**
 * Imports that remain between web features, each with the reason it stays. Empty is the goal: features meet in
 * app/routes, and what two features share lives in components/ or lib/.
 */
const sharedContentEditor =
  'sponsor-content is the campaign content editor (products, banners, keywords) shared by the quick dialog and ' +
  'both wizards; moving its 60 files under sponsor-wizard or components/ is a pass of its own (decisions/0174).';

export const allowedFeatureImports: Record<string, string> = {
  'apps/web/src/features/sponsor-wizard/components/advanced-wizard.tsx imports ../../sponsor-content':
    sharedContentEditor,
  'apps/web/src/features/sponsor-wizard/components/content-fields.tsx imports ../../sponsor-content':
    sharedContentEditor,
  'apps/web/src/features/sponsor-wizard/components/targeting-fields.tsx imports ../../sponsor-content':
    sharedContentEditor,
};

/** A file of web feature X importing from feature Y (by a relative path or the `@/features/...` alias). */
export function webFeatureImports(files: SourceFile[]): string[] {
  const found: string[] = [];
  for (const file of files) {
    const from = featureOf(file.path);
    if (!from) continue;
    for (const { specifier } of importsOf(file)) {
      const alias = /^@\/features\/([^/]+)/.exec(specifier)?.[1];
      const target = resolveRelative(file, specifier);
      const to = alias ?? (target ? featureOf(`${target}/`) : null);
      if (!to || to === from) continue;
      const line = `${file.path} imports ${specifier}`;
      if (!(line in allowedFeatureImports)) found.push(line);
    }
  }
  return found.sort();
}
