import { isTimeZone } from '@portal/domain/zoned-day';
import { storageKeys } from './storage';

/** [acting company ('' for the user's own), zone], oldest first: an array, as object keys like "3" reorder. */
type Remembered = [string, string][];

/** Companies remembered at most: staff act for many; the latest ones are kept. */
export const REMEMBERED_COMPANIES = 20;

function readRemembered(): Remembered {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(storageKeys.reportZones) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (entry): entry is [string, string] =>
        Array.isArray(entry) && typeof entry[0] === 'string' && typeof entry[1] === 'string',
    );
  } catch {
    return [];
  }
}

/**
 * The reports' time zone (every catalog: the company's) seen on the last visit, per acting company (`?company=`,
 * '' for the user's own): /sponsor starts its dashboard's queries with it while `me` is still on its way
 * (issue 14, decision 0254). A wrong guess only costs those requests: the page computes its variables from `me`.
 */
export function rememberedReportZone(company: string | null): string | null {
  const zone = readRemembered().find(([key]) => key === (company ?? ''))?.[1];
  return zone && isTimeZone(zone) ? zone : null;
}

export function rememberReportZone(company: string | null, zone: string) {
  const key = company ?? '';
  const remembered = readRemembered();
  if (remembered.at(-1)?.[0] === key && remembered.at(-1)?.[1] === zone) return;
  const kept = remembered.filter(([other]) => other !== key).slice(1 - REMEMBERED_COMPANIES);
  try {
    localStorage.setItem(storageKeys.reportZones, JSON.stringify([...kept, [key, zone]]));
  } catch {
    // Storage can be unavailable or full (private mode): the next visit waits for `me`, as before.
  }
}
