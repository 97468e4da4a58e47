import type { DecisionResponse } from '@portal/domain/delivery-api';
import { SERVER_CPU } from './cold-start';
import type { DeliveryPortal } from './delivery-portal';
import { type DeliverySetup, decisionRequest, PRODUCT_SLOTS } from './delivery-setup';
import { compareInterleaved, type Figures } from './interleaved';
import { type PacedFigures, pacedLoad } from './paced-load';
import { processCpuSeconds } from './process-cpu';
import { othersOnCore } from './process-tree-cpu';
import { median } from './stats';

/** The target: p99 within 5 ms at 1,000 decisions/s. */
export const DECISION_RATE = 1000;
export const DECISION_P99_MS = 5;
/** Request bodies the connections send in turn: different terms, platforms and shoppers (frequency cap). */
const BODIES = 5000;

export type RateFigures = PacedFigures & {
  /** Share of the server's core other processes of the machine used meanwhile (not the server, not its database). */
  othersOnCore: number | null;
  /** Share of answered decisions with all PRODUCT_SLOTS products. */
  filled: number | null;
  cpuMsPerRequest: number | null;
};

type Target = { url: string; headers: Record<string, string>; pid?: number; countProducts: boolean };

/** One run at a steady rate (paced-load.ts: open loop, latency from each request's scheduled time). */
async function atRate(target: Target, bodies: string[], rate: number, seconds: number): Promise<RateFigures> {
  let answered = 0;
  let full = 0;
  const cpuBefore = processCpuSeconds(target.pid);
  const { result: figures, othersShare } = await othersOnCore(SERVER_CPU, target.pid, () =>
    pacedLoad({
      url: target.url,
      headers: target.headers,
      bodies,
      rate,
      seconds,
      slowMs: DECISION_P99_MS,
      onAnswer: target.countProducts
        ? (status, body) => {
            if (status !== 200) return;
            answered += 1;
            if ((JSON.parse(body) as DecisionResponse).products.length === PRODUCT_SLOTS) full += 1;
          }
        : undefined,
    }),
  );
  const cpuAfter = processCpuSeconds(target.pid);
  return {
    ...figures,
    othersOnCore: othersShare,
    filled: target.countProducts ? full / Math.max(answered, 1) : null,
    cpuMsPerRequest:
      cpuBefore === null || cpuAfter === null
        ? null
        : ((cpuAfter - cpuBefore) * 1000) / Math.max(Math.round(rate * seconds), 1),
  };
}

function medians(runs: RateFigures[]): RateFigures {
  const of = (pick: (run: RateFigures) => number | null) => {
    const values = runs.map(pick);
    return values.some((value) => value === null) ? null : median(values as number[]);
  };
  return {
    rps: of((run) => run.rps)!,
    p50: of((run) => run.p50)!,
    p99: of((run) => run.p99)!,
    p999: of((run) => run.p999)!,
    max: Math.max(...runs.map((run) => run.max)),
    serviceP99: of((run) => run.serviceP99)!,
    slowShare: of((run) => run.slowShare)!,
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
    filled: of((run) => run.filled),
    othersOnCore: of((run) => run.othersOnCore),
    cpuMsPerRequest: of((run) => run.cpuMsPerRequest),
  };
}

export type DecisionFigures = {
  /** At DECISION_RATE: the portal and the bare route, interleaved rounds, medians (errors summed). */
  atRate: { portal: RateFigures; bare: RateFigures };
  /** As fast as CONNECTIONS connections go: the portal and the bare route. */
  max: { portal: Figures; bare: Figures };
};

/**
 * `POST /v1/ads/decisions` with AD_SETS eligible ad sets and PRODUCT_SLOTS product slots: first at a steady
 * DECISION_RATE for `seconds` (paced-load.ts; interleaved with the bare route at the same rate), then as fast as
 * CONNECTIONS connections go, against the bare route in the same interleaved rounds.
 */
export async function benchDecisions(
  run: DeliveryPortal,
  setup: DeliverySetup,
  { rounds = 3, seconds = 5 } = {},
): Promise<DecisionFigures> {
  const bodies = Array.from({ length: BODIES }, (_, n) => JSON.stringify(decisionRequest(setup, n)));
  const portal: Target = {
    url: `${run.portal.url}/v1/ads/decisions`,
    headers: run.apiHeaders,
    pid: run.portal.process.pid,
    countProducts: true,
  };
  const bare: Target = {
    url: `${run.bare.url}/bare`,
    headers: { 'content-type': 'application/json' },
    pid: run.bare.process.pid,
    countProducts: false,
  };
  await atRate(portal, bodies, DECISION_RATE, 2);
  await atRate(bare, bodies, DECISION_RATE, 1);
  const runs = { portal: [] as RateFigures[], bare: [] as RateFigures[] };
  for (let round = 0; round < rounds; round++) {
    runs.portal.push(await atRate(portal, bodies, DECISION_RATE, seconds));
    runs.bare.push(await atRate(bare, bodies, DECISION_RATE, seconds));
  }
  const max = await compareInterleaved(
    {
      portal: { url: portal.url, headers: portal.headers, bodies, pid: portal.pid },
      bare: { url: bare.url, headers: bare.headers, bodies, pid: bare.pid },
    },
    { rounds, seconds },
  );
  return { atRate: { portal: medians(runs.portal), bare: medians(runs.bare) }, max };
}
