import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { type columnListKeys, columnSettings } from '../../db/schema/index';
import type { SignedIn } from '../../graphql/context';
import type { FieldError } from '../../graphql/errors';
import { sponsorListErrors } from './sponsor-list-errors';

export type ColumnListKey = (typeof columnListKeys)[number];
export type ColumnSetting = { id: string; title: string; show: boolean };

export const MAX_COLUMNS = 50;
export const MAX_COLUMN_TITLE = 100;
export const MAX_COLUMN_ID = 100;

/** The user's saved columns of a list, in order; empty when never saved (the web applies its defaults). */
export async function columnSettingsOf({
  deps,
  actor,
  input,
}: {
  deps: Pick<AppDeps, 'db'>;
  actor: SignedIn;
  input: { listKey: ColumnListKey };
}): Promise<ColumnSetting[]> {
  const [row] = await deps.db
    .select()
    .from(columnSettings)
    .where(and(eq(columnSettings.userId, actor.user.id), eq(columnSettings.listKey, input.listKey)));
  return (row?.settings as ColumnSetting[] | undefined) ?? [];
}

export function columnSettingsErrors(settings: ColumnSetting[]): FieldError[] {
  const errors: FieldError[] = [];
  if (settings.length > MAX_COLUMNS)
    errors.push({ field: 'settings', messages: [sponsorListErrors.tooManyColumns] });
  const seen = new Set<string>();
  settings.forEach((setting, index) => {
    const id = setting.id.trim();
    if (!id || id.length > MAX_COLUMN_ID)
      errors.push({ field: `settings.${index}.id`, messages: [sponsorListErrors.requireColumnId] });
    else if (seen.has(id))
      errors.push({ field: `settings.${index}.id`, messages: [sponsorListErrors.duplicateColumnId] });
    seen.add(id);
    if (setting.title.length > MAX_COLUMN_TITLE)
      errors.push({ field: `settings.${index}.title`, messages: [sponsorListErrors.columnTitleTooLong] });
  });
  return errors;
}

/** Replaces the user's columns of a list (order, titles, visibility). */
export async function saveColumnSettings({
  deps,
  actor,
  input,
}: {
  deps: Pick<AppDeps, 'db' | 'now'>;
  actor: SignedIn;
  input: { listKey: ColumnListKey; settings: ColumnSetting[] };
}) {
  const errors = columnSettingsErrors(input.settings);
  if (errors.length) return { ok: false, errors, settings: null };
  const settings = input.settings.map(({ id, title, show }) => ({ id: id.trim(), title, show }));
  const now = deps.now();
  await deps.db
    .insert(columnSettings)
    .values({ userId: actor.user.id, listKey: input.listKey, settings, updatedAt: now })
    .onConflictDoUpdate({
      target: [columnSettings.userId, columnSettings.listKey],
      set: { settings, updatedAt: now },
    });
  return { ok: true, errors: [] as FieldError[], settings };
}
