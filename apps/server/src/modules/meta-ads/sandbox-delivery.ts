import { createHash } from 'node:crypto';
import { addDays, startOfZonedDay, zonedDay } from '@portal/domain/zoned-day';

/**
 * The sandbox's simulated delivery (docs/decisions/0230), pure: given a campaign and a stretch of time, how
 * much it spends and what that buys, day by day in the account's zone. Deterministic per campaign id and
 * day: a campaign spends its lifetime budget evenly over its duration at a pace of 75–100 % drawn per day,
 * so it never reaches the whole budget by plan; impressions, clicks, purchases and their value follow
 * the day's spend through rates drawn the same way. Spend moves in whole cents (10,000 micros).
 */
export const DAY_MS = 86_400_000;
const CENT = 10_000n;

export type SimulatedCampaign = {
  id: string;
  startTime: Date;
  stopTime: Date | null;
  lifetimeBudgetMicros: bigint;
};

export type DayDraws = {
  /** Per mille of the even daily budget spent on this day. */
  pacePermille: bigint;
  impressionsPerDay: number;
  ctr: number;
  conversionRate: number;
  /** Purchase value per unit of spend, per mille. */
  roasPermille: bigint;
};

/** The day's rates of a campaign, drawn from sha256(campaignId:day). */
export function dayDraws(campaignId: string, day: string): DayDraws {
  const hash = createHash('sha256').update(`${campaignId}:${day}`).digest();
  const unit = (offset: number) => hash.readUInt16BE(offset) / 65_535;
  return {
    pacePermille: 750n + BigInt(Math.floor(unit(0) * 250)),
    impressionsPerDay: 1_500 + Math.floor(unit(2) * 4_500),
    ctr: 0.008 + unit(4) * 0.022,
    conversionRate: 0.02 + unit(6) * 0.06,
    roasPermille: 1_500n + BigInt(Math.floor(unit(8) * 3_000)),
  };
}

const floorCents = (micros: bigint) => (micros / CENT) * CENT;

/** The campaign's planned spend on `day` from the day's (or the campaign's) start to `at`, in whole cents. */
export function plannedSpend(campaign: SimulatedCampaign, day: string, zone: string, at: Date): bigint {
  if (!campaign.stopTime) return 0n;
  const durationMs = BigInt(campaign.stopTime.getTime() - campaign.startTime.getTime());
  if (durationMs <= 0n) return 0n;
  const from = Math.max(startOfZonedDay(day, zone).getTime(), campaign.startTime.getTime());
  const until = Math.min(at.getTime(), campaign.stopTime.getTime());
  if (until <= from) return 0n;
  const { pacePermille } = dayDraws(campaign.id, day);
  return floorCents(
    (campaign.lifetimeBudgetMicros * pacePermille * BigInt(until - from)) / (1000n * durationMs),
  );
}

/** The days (and the part of each) a campaign could deliver in between `from` and `to`. */
export function deliverySegments(
  campaign: SimulatedCampaign,
  from: Date,
  to: Date,
  zone: string,
): { day: string; start: Date; end: Date }[] {
  const start = Math.max(from.getTime(), campaign.startTime.getTime());
  const end = Math.min(to.getTime(), campaign.stopTime?.getTime() ?? to.getTime());
  if (end <= start) return [];
  const segments: { day: string; start: Date; end: Date }[] = [];
  for (let day = zonedDay(new Date(start), zone); ; day = addDays(day, 1)) {
    const dayStart = startOfZonedDay(day, zone).getTime();
    if (dayStart >= end) break;
    const dayEnd = startOfZonedDay(addDays(day, 1), zone).getTime();
    segments.push({ day, start: new Date(Math.max(start, dayStart)), end: new Date(Math.min(end, dayEnd)) });
  }
  return segments;
}

export type DayFigures = {
  impressions: number;
  clicks: number;
  purchases: number;
  purchaseValueMicros: bigint;
};

/** What a day's spend bought: impressions in proportion to the even daily budget, then clicks and purchases. */
export function dayFigures(campaign: SimulatedCampaign, day: string, spendMicros: bigint): DayFigures {
  if (spendMicros <= 0n || !campaign.stopTime) {
    return { impressions: 0, clicks: 0, purchases: 0, purchaseValueMicros: 0n };
  }
  const draws = dayDraws(campaign.id, day);
  const durationMs = campaign.stopTime.getTime() - campaign.startTime.getTime();
  const evenDaily = (Number(campaign.lifetimeBudgetMicros) * DAY_MS) / Math.max(1, durationMs);
  const impressions = Math.floor((Number(spendMicros) / Math.max(1, evenDaily)) * draws.impressionsPerDay);
  const clicks = Math.floor(impressions * draws.ctr);
  const purchases = Math.floor(clicks * draws.conversionRate);
  const purchaseValueMicros = purchases > 0 ? floorCents((spendMicros * draws.roasPermille) / 1000n) : 0n;
  return { impressions, clicks, purchases, purchaseValueMicros };
}
