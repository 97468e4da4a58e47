import { DEMO_MARKETPLACE_KEY } from '../../server/src/modules/marketplace-keys/seed-demo-marketplace-key';
import { parseCliArgs, usage } from './cli-args';
import { selectCatalogs } from './demo-marketplace';
import { createMarketplaceClient } from './marketplace-client';
import { formatSummary } from './report';
import { runSimulation, type SimulationResult } from './run-simulation';

/**
 * `npm run simulate -- [options]`: plays the marketplace against a running portal (README, "Marketplace
 * simulator"). Exits 0 after a run, 1 when the portal cannot be reached or refuses the key, 2 on a wrong
 * option; always with one plain line for the reason, never a stack trace.
 */

function fatalLine(url: string, fatal: NonNullable<SimulationResult['fatal']>): string {
  const { failure } = fatal;
  if (failure.kind === 'unauthorized')
    return `The portal at ${url} refused the API key (401: ${failure.message}). Pass --key <key> or set MARKETPLACE_API_KEY to a live key (one staff created, or the server's MARKETPLACE_API_KEY); the demo key works only with DEMO_DATA.`;
  return `Cannot reach the portal at ${url} (${failure.message}). Is it running (npm start)? Pass --url to point elsewhere.`;
}

async function main(): Promise<number> {
  const parsed = parseCliArgs(process.argv.slice(2), process.env, {
    defaultKey: DEMO_MARKETPLACE_KEY,
    clockSeed: () => Date.now() % 1_000_000_000,
  });
  if ('help' in parsed) {
    console.log(usage);
    return 0;
  }
  if (!parsed.ok) {
    console.error(`simulate: ${parsed.message} (--help lists the options)`);
    return 2;
  }
  const { options } = parsed;
  const selected = selectCatalogs(options.catalogs);
  if ('unknown' in selected) {
    console.error(
      `simulate: no demo catalog "${selected.unknown}" (SG, ID, MY, PH, HK, TW or their ids 1 to 6)`,
    );
    return 2;
  }

  const interrupt = new AbortController();
  process.once('SIGINT', () => {
    console.log('\nStopping: sending what shoppers did so far (Ctrl-C again to quit at once)…');
    interrupt.abort();
    process.once('SIGINT', () => process.exit(130));
  });

  console.log(
    `Simulating the marketplace at ${options.url}: ${options.rate} decisions/s for ${options.durationSeconds} s in ${selected.catalogs.map((catalog) => catalog.code).join(', ')}, seed ${options.seed}`,
  );
  const result = await runSimulation({
    client: createMarketplaceClient({ url: options.url, key: options.key }),
    catalogs: selected.catalogs,
    rate: options.rate,
    durationSeconds: options.durationSeconds,
    seed: options.seed,
    signal: interrupt.signal,
    onProgress: (line) => console.log(line),
  });

  const answered = result.stats.decisions.answered > 0 || result.stats.events.sent > 0;
  if (answered || !result.fatal)
    console.log(
      formatSummary(result.stats, {
        seed: options.seed,
        elapsedMs: result.elapsedMs,
        stoppedBy: result.stoppedBy,
      }),
    );
  if (result.fatal) {
    console.error(`simulate: ${fatalLine(options.url, result.fatal)}`);
    return 1;
  }
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`simulate: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
