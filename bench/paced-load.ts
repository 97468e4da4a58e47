import http from 'node:http';

export type PacedFigures = {
  /** Answers a second over the run. */
  rps: number;
  /** From each request's scheduled time to its answer (a late send counts against the server, as it would). */
  p50: number;
  p99: number;
  p999: number;
  max: number;
  /** From the actual send to the answer: the same figure without the load generator's own lateness. */
  serviceP99: number;
  /** Share of answers later than `slowMs` after their scheduled time. */
  slowShare: number;
  errors: number;
};

const quantile = (sorted: number[], q: number) =>
  sorted.length === 0 ? Number.NaN : sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))]!;

/**
 * An open-loop load at a steady rate: request i is due at start + i / rate and is sent then, whatever the
 * answers before it, over a pool of keep-alive connections. autocannon's `overallRate` is not this: each
 * of its connections sends its share of a second back to back as soon as the second starts, then waits for
 * the next, so "1,000/s" is a burst at full speed every second, and its latency correction assumes a 1 ms
 * interval. Latencies here are measured from the scheduled time (no coordinated omission) with
 * sub-millisecond precision.
 */
export async function pacedLoad({
  url,
  headers,
  bodies,
  rate,
  seconds,
  slowMs = 5,
  onAnswer,
}: {
  url: string;
  headers: Record<string, string>;
  bodies: string[];
  rate: number;
  seconds: number;
  slowMs?: number;
  onAnswer?: (status: number, body: string) => void;
}): Promise<PacedFigures> {
  const target = new URL(url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const total = Math.round(rate * seconds);
  const latencies: number[] = [];
  const service: number[] = [];
  let errors = 0;
  let sent = 0;
  let pending = 0;
  const start = performance.now();
  const interval = 1000 / rate;
  const encoded = bodies.map((body) => Buffer.from(body));

  const send = (n: number) => {
    const due = start + n * interval;
    const sentAt = performance.now();
    const body = encoded[n % encoded.length]!;
    pending += 1;
    const request = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: target.pathname,
        method: 'POST',
        agent,
        headers: { ...headers, 'content-length': String(body.length) },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const now = performance.now();
          pending -= 1;
          const status = response.statusCode ?? 0;
          if (status !== 200) errors += 1;
          else {
            latencies.push(now - due);
            service.push(now - sentAt);
          }
          onAnswer?.(status, Buffer.concat(chunks).toString());
        });
      },
    );
    request.on('error', () => {
      pending -= 1;
      errors += 1;
    });
    request.end(body);
  };

  await new Promise<void>((resolve) => {
    const tick = () => {
      const due = Math.min(total, Math.floor((performance.now() - start) / interval) + 1);
      while (sent < due) send(sent++);
      if (sent < total) setTimeout(tick, Math.max(0, start + sent * interval - performance.now()));
      else resolve();
    };
    tick();
  });
  const deadline = performance.now() + 30_000;
  while (pending > 0 && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 5));
  errors += pending;
  const elapsed = (performance.now() - start) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  service.sort((a, b) => a - b);
  return {
    rps: latencies.length / elapsed,
    p50: quantile(latencies, 0.5),
    p99: quantile(latencies, 0.99),
    p999: quantile(latencies, 0.999),
    max: latencies.at(-1) ?? Number.NaN,
    serviceP99: quantile(service, 0.99),
    slowShare: latencies.filter((ms) => ms > slowMs).length / Math.max(latencies.length, 1),
    errors,
  };
}
