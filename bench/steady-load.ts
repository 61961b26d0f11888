import { Agent, request } from 'node:http';

export type SteadyLoadOptions = {
  url: string;
  method: 'GET' | 'POST';
  headers?: Record<string, string>;
  bodyFor: () => string | undefined;
  /** Requests per second, sent evenly spaced. */
  rate: number;
  connections: number;
  durationSeconds: number;
  /** Stops sending early (the requests already sent are still awaited and counted). */
  stop?: AbortSignal;
};

export type SteadyLoadResult = {
  sent: number;
  ok: number;
  failed: number;
  /** Answers per second over the run. */
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
};

/**
 * An open load: request i is due at start + i / rate whether or not earlier ones were answered, and its
 * latency counts from when it was due, so time spent waiting for a free connection is counted too
 * (no coordinated omission). autocannon's own rate limit sends each connection's share for a second
 * in one burst at the start of the second, and then measures the queue that burst makes.
 */
export async function steadyLoad(options: SteadyLoadOptions): Promise<SteadyLoadResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: options.connections });
  const target = new URL(options.url);
  const latencies: number[] = [];
  let failed = 0;
  let sent = 0;
  const total = Math.round(options.rate * options.durationSeconds);
  const started = performance.now();
  const inFlight: Promise<void>[] = [];

  const send = (dueAt: number) =>
    new Promise<void>((resolve) => {
      const body = options.bodyFor();
      const req = request(
        {
          agent,
          host: target.hostname,
          port: target.port,
          path: target.pathname + target.search,
          method: options.method,
          headers: {
            ...options.headers,
            ...(body !== undefined && { 'content-length': Buffer.byteLength(body) }),
          },
        },
        (response) => {
          response.resume();
          response.on('end', () => {
            if (response.statusCode && response.statusCode < 300) latencies.push(performance.now() - dueAt);
            else failed++;
            resolve();
          });
        },
      );
      req.on('error', () => {
        failed++;
        resolve();
      });
      req.end(body);
    });

  await new Promise<void>((resolve) => {
    const tick = setInterval(() => {
      const due = Math.min(total, Math.floor(((performance.now() - started) / 1000) * options.rate));
      for (; sent < due; sent++) inFlight.push(send(started + (sent * 1000) / options.rate));
      if (sent >= total || options.stop?.aborted) {
        clearInterval(tick);
        resolve();
      }
    }, 1);
  });
  await Promise.all(inFlight);
  const elapsedSeconds = (performance.now() - started) / 1000;
  agent.destroy();

  latencies.sort((a, b) => a - b);
  const at = (fraction: number) =>
    latencies.length === 0
      ? 0
      : Math.round(latencies[Math.min(latencies.length - 1, Math.floor(fraction * latencies.length))]!);
  return {
    sent,
    ok: latencies.length,
    failed,
    requestsPerSecond: Math.round(latencies.length / elapsedSeconds),
    p50Ms: at(0.5),
    p99Ms: at(0.99),
    maxMs: Math.round(latencies.at(-1) ?? 0),
  };
}

/** Catalogue pages a second a signed-in customer asks for while a batch runs (the batch benches' storefront). */
export const STOREFRONT_RATE = 20;

const CATALOGUE_QUERY =
  '{ listProducts(first: 20) { totalCount products { id productName price { price } image { url } } } }';

/**
 * A customer browsing the catalogue at {@link STOREFRONT_RATE} pages a second over 10 connections, for
 * `durationSeconds` or until `stop`: what the batch benches measure the shop by while their batch runs.
 */
export function catalogueBrowsing(baseUrl: string, cookie: string) {
  return (durationSeconds: number, stop?: AbortSignal) =>
    steadyLoad({
      url: `${baseUrl}/graphql`,
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie, origin: baseUrl },
      bodyFor: () => JSON.stringify({ query: CATALOGUE_QUERY }),
      rate: STOREFRONT_RATE,
      connections: 10,
      durationSeconds,
      stop,
    });
}
