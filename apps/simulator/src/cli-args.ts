import { parseArgs } from 'node:util';

/** What one run of the simulator does (`npm run simulate -- --help`). */
export type SimulatorOptions = {
  /** The portal's base address, without the path: http://127.0.0.1:8080. */
  url: string;
  /** The marketplace API key sent as `Authorization: Bearer <key>`. */
  key: string;
  /** Decisions asked per second, held steadily. */
  rate: number;
  /** Seconds to run. */
  durationSeconds: number;
  /** Catalog codes (SG) or ids (1) to shop in; empty: every demo catalog. */
  catalogs: string[];
  /** Seeds every random choice; the same seed sends the same event ids. */
  seed: number;
};

export type CliParse =
  | { ok: true; options: SimulatorOptions }
  | { ok: false; message: string }
  | { help: true };

export const DEFAULT_URL = 'http://127.0.0.1:8080';
export const DEFAULT_RATE = 20;
export const DEFAULT_DURATION_SECONDS = 60;
export const MAX_RATE = 5000;

export const usage = `Plays the marketplace against the portal's /v1/ads API.

  npm run simulate -- [options]

  --url <address>     the portal (default ${DEFAULT_URL})
  --key <key>         marketplace API key (default: MARKETPLACE_API_KEY, else the demo key of the README)
  --rate <n>          decisions per second (default ${DEFAULT_RATE}, at most ${MAX_RATE})
  --duration <s>      seconds to run (default ${DEFAULT_DURATION_SECONDS}); Ctrl-C stops early with the summary
  --catalog <codes>   catalogs to shop in, codes or ids, comma-separated (default: all demo catalogs)
  --seed <n>          seeds shoppers, pages, clicks and purchases; the same seed sends the same event ids
                      (default: from the clock, printed so a run can be repeated)
  --help              this text`;

function positiveNumber(name: string, text: string | undefined, fallback: number, max: number) {
  if (text === undefined) return { value: fallback };
  const value = Number(text);
  if (!Number.isFinite(value) || value <= 0)
    return { error: `--${name} must be a number above 0 (got "${text}")` };
  if (value > max) return { error: `--${name} must be at most ${max} (got ${text})` };
  return { value };
}

const parseOptions = (args: string[]) =>
  parseArgs({
    args,
    strict: true,
    allowPositionals: false,
    options: {
      url: { type: 'string' },
      key: { type: 'string' },
      rate: { type: 'string' },
      duration: { type: 'string' },
      catalog: { type: 'string' },
      seed: { type: 'string' },
      help: { type: 'boolean' },
    },
  });

/**
 * Reads the command line (and MARKETPLACE_API_KEY from `env`); never throws: a wrong option comes back
 * as one message for the user. `defaultKey` is the documented demo key, used when neither is given.
 */
export function parseCliArgs(
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
  { defaultKey, clockSeed }: { defaultKey?: string; clockSeed: () => number },
): CliParse {
  let values: ReturnType<typeof parseOptions>['values'];
  try {
    values = parseOptions([...argv]).values;
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
  if (values.help) return { help: true };

  const url = (values.url ?? DEFAULT_URL).replace(/\/+$/, '');
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new Error('not http');
  } catch {
    return { ok: false, message: `--url must be an http(s) address such as ${DEFAULT_URL} (got "${url}")` };
  }

  const rate = positiveNumber('rate', values.rate, DEFAULT_RATE, MAX_RATE);
  if ('error' in rate) return { ok: false, message: rate.error! };
  const duration = positiveNumber('duration', values.duration, DEFAULT_DURATION_SECONDS, 7 * 86_400);
  if ('error' in duration) return { ok: false, message: duration.error! };

  let seed = clockSeed();
  if (values.seed !== undefined) {
    if (!/^\d{1,9}$/.test(values.seed))
      return { ok: false, message: `--seed must be a whole number below 1000000000 (got "${values.seed}")` };
    seed = Number(values.seed);
  }

  const key = values.key?.trim() || env.MARKETPLACE_API_KEY?.trim() || defaultKey;
  if (!key) return { ok: false, message: 'No API key: pass --key <key> or set MARKETPLACE_API_KEY.' };

  const catalogs = (values.catalog ?? '')
    .split(',')
    .map((code) => code.trim())
    .filter(Boolean);

  return {
    ok: true,
    options: { url, key, rate: rate.value!, durationSeconds: duration.value!, catalogs, seed },
  };
}
