import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Tests read the booking rules' messages in English: a key ('booking:error.leadTime?days=14') through the
 * web's en/booking.json, the one place the English text lives. A key missing there fails the test.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const texts = JSON.parse(
  readFileSync(path.join(here, '../../../apps/web/src/locales/en/booking.json'), 'utf8'),
) as Record<string, unknown>;
const common = JSON.parse(
  readFileSync(path.join(here, '../../../apps/web/src/locales/en/common.json'), 'utf8'),
) as Record<string, unknown>;

function lookup(tree: Record<string, unknown>, dotted: string): string {
  const found = dotted
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], tree);
  if (typeof found !== 'string') throw new Error(`No English text for ${dotted}`);
  return found;
}

export function englishMessage(message: string): string {
  const [key = '', query = ''] = message.split('?');
  const [namespace, dotted = ''] = key.split(':');
  const template = lookup(namespace === 'common' ? common : texts, dotted);
  const values = Object.fromEntries(new URLSearchParams(query));
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);
}

type Englishable = string | null | readonly string[] | { error: string } | object;

/** The same shape with every message in English (lists, `{ error }`, null kept). */
export function english<T extends Englishable>(value: T): T {
  if (value === null) return value;
  if (typeof value === 'string') return englishMessage(value) as T;
  if (Array.isArray(value)) return value.map((item) => englishMessage(item)) as unknown as T;
  if ('error' in value && typeof value.error === 'string') return { error: englishMessage(value.error) } as T;
  return value;
}

/** Each message key of a map in English. */
export function englishMap<T extends Record<string, string>>(messages: T): T {
  return Object.fromEntries(Object.entries(messages).map(([name, key]) => [name, englishMessage(key)])) as T;
}
