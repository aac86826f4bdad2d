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
  /** Latency of the answers with a 2xx or 304 status only (a quick refusal does not hide a slow success). */
  readonly okP50Ms: number;
  readonly okP99Ms: number;
  /** Answers with a 2xx or 304 status. */
  readonly okRequests: number;
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
    /** After a 503 or 429 with Retry-After, the connection waits that many seconds before its next request. */
    honourRetryAfter?: boolean;
  },
): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const latencies: number[] = [];
  const okLatencies: number[] = [];
  const statuses = new Map<number, number>();
  let errors = 0;
  const started = performance.now();
  const deadline = started + options.seconds * 1000;

  /** Resolves with the seconds the server asked this connection to wait (0 when it did not). */
  const once = (connection: number, sequence: number) =>
    new Promise<number>((resolve) => {
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
            const took = performance.now() - sentAt;
            latencies.push(took);
            const status = res.statusCode ?? 0;
            statuses.set(status, (statuses.get(status) ?? 0) + 1);
            if ((status >= 200 && status < 300) || status === 304) okLatencies.push(took);
            else errors += 1;
            const retryAfter = Number(res.headers['retry-after'] ?? 0);
            resolve(
              options.honourRetryAfter && (status === 503 || status === 429) && retryAfter > 0
                ? retryAfter
                : 0,
            );
          });
        },
      );
      req.on('error', () => {
        errors += 1;
        resolve(0);
      });
      if (options.timeoutMs !== undefined) {
        req.setTimeout(options.timeoutMs, () => req.destroy(new Error('client gave up')));
      }
      req.end(body);
    });

  await Promise.all(
    Array.from({ length: options.connections }, async (_, connection) => {
      for (let sequence = 0; performance.now() < deadline; sequence += 1) {
        const waitSeconds = await once(connection, sequence);
        if (waitSeconds > 0) {
          const waitMs = Math.min(waitSeconds * 1000, deadline - performance.now());
          if (waitMs > 0) await new Promise((resolve) => setTimeout(resolve, waitMs));
        }
      }
    }),
  );
  const elapsedSeconds = (performance.now() - started) / 1000;
  agent.destroy();
  const sorted = [...latencies].sort((a, b) => a - b);
  const okSorted = [...okLatencies].sort((a, b) => a - b);
  return {
    requests: latencies.length,
    errors,
    statuses,
    requestsPerSecond: latencies.length / elapsedSeconds,
    p50Ms: percentile(sorted, 50),
    p99Ms: percentile(sorted, 99),
    okP50Ms: percentile(okSorted, 50),
    okP99Ms: percentile(okSorted, 99),
    okRequests: okLatencies.length,
  };
}
