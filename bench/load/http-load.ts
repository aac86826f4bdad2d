// A small closed-loop HTTP load generator on Node's http (autocannon is not installed): `connections`
// keep-alive sockets each send the next request as soon as the previous answer is read, for `seconds`.
import http from 'node:http';

export type LoadRequest = {
  readonly path: string;
  readonly headers: Readonly<Record<string, string>>;
  /** The body of the i-th request of one connection (JSON text). */
  readonly body: (connection: number, sequence: number) => string;
};

export type LoadResult = {
  readonly requests: number;
  readonly errors: number;
  readonly statuses: ReadonlyMap<number, number>;
  readonly requestsPerSecond: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
};

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
}

/** Runs the load and answers the figures; a non-2xx/304 status counts as an error. */
export async function runLoad(
  url: URL,
  request: LoadRequest,
  options: {
    connections: number;
    seconds: number;
    /** A client that gives up: after this many ms it closes its connection (counted as an error). */
    timeoutMs?: number;
  },
): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  let errors = 0;
  const started = performance.now();
  const deadline = started + options.seconds * 1000;

  const once = (connection: number, sequence: number) =>
    new Promise<void>((resolve) => {
      const body = request.body(connection, sequence);
      const sentAt = performance.now();
      const req = http.request(
        {
          host: url.hostname,
          port: url.port,
          path: request.path,
          method: 'POST',
          agent,
          headers: {
            ...request.headers,
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
          },
        },
        (res) => {
          res.on('data', () => {});
          res.on('end', () => {
            latencies.push(performance.now() - sentAt);
            const status = res.statusCode ?? 0;
            statuses.set(status, (statuses.get(status) ?? 0) + 1);
            if (!((status >= 200 && status < 300) || status === 304)) errors += 1;
            resolve();
          });
        },
      );
      req.on('error', () => {
        errors += 1;
        resolve();
      });
      if (options.timeoutMs !== undefined) {
        req.setTimeout(options.timeoutMs, () => req.destroy(new Error('client gave up')));
      }
      req.end(body);
    });

  await Promise.all(
    Array.from({ length: options.connections }, async (_, connection) => {
      for (let sequence = 0; performance.now() < deadline; sequence += 1) await once(connection, sequence);
    }),
  );
  const elapsedSeconds = (performance.now() - started) / 1000;
  agent.destroy();
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    requests: latencies.length,
    errors,
    statuses,
    requestsPerSecond: latencies.length / elapsedSeconds,
    p50Ms: percentile(sorted, 50),
    p99Ms: percentile(sorted, 99),
  };
}
