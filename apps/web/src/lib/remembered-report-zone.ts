import { isTimeZone } from '@portal/domain/zoned-day';
import { storageKeys } from './storage';

type Zones = Record<string, string>;

function readZones(): Zones {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(storageKeys.reportZones) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Zones) : {};
  } catch {
    return {};
  }
}

/**
 * The reports' time zone (every catalog: the company's) seen on the last visit, per acting company (`?company=`,
 * '' for the user's own): /sponsor starts its dashboard's queries with it while `me` is still on its way
 * (issue 14). A wrong guess only costs those requests: the page computes its variables from `me`.
 */
export function rememberedReportZone(company: string | null): string | null {
  const zone = readZones()[company ?? ''];
  return zone && isTimeZone(zone) ? zone : null;
}

export function rememberReportZone(company: string | null, zone: string) {
  const zones = readZones();
  if (zones[company ?? ''] === zone) return;
  try {
    localStorage.setItem(storageKeys.reportZones, JSON.stringify({ ...zones, [company ?? '']: zone }));
  } catch {
    // Storage can be unavailable or full (private mode): the next visit waits for `me`, as before.
  }
}
