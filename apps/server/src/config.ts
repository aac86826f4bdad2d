/**
 * The server's one configuration object (docs/conventions.md#configuration): every key has an env name, a description, a
 * default and a zod type; `loadConfig` validates all of them strictly at start and fails with one line per
 * bad key. Secrets are masked by `describeConfig`, which is what gets logged.
 */
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { z } from 'zod';

const ZBooleanText = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');
const ZPort = z.coerce.number().int().min(0).max(65535);
const ZPositiveInt = z.coerce.number().int().positive();
const ZLogLevel = z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']);
/** An IPv4 or IPv6 address, optionally with a /prefix (what proxy-addr accepts). */
const PROXY_ADDRESS = /^(?:[0-9]{1,3}(?:\.[0-9]{1,3}){3}|[0-9a-fA-F:]*:[0-9a-fA-F:.]*)(?:\/[0-9]{1,3})?$/;
/**
 * TRUST_PROXY: false (or 0, no), a hop count, or a list of proxy addresses; never "trust everything"
 * (docs/decisions/trust-proxy.md). Fastify takes the result as its `trustProxy` option.
 */
const ZTrustProxy = z
  .string()
  .trim()
  .transform((text, ctx): false | number | string[] => {
    const lower = text.toLowerCase();
    if (lower === 'false' || lower === 'no' || lower === '0') return false;
    if (/^[0-9]+$/.test(text)) {
      const hops = Number(text);
      if (hops <= 32) return hops;
    } else if (lower !== 'true' && lower !== 'yes') {
      const addresses = text.split(',').map((part) => part.trim());
      if (addresses.every((address) => PROXY_ADDRESS.test(address))) return addresses;
    }
    ctx.addIssue({
      code: 'custom',
      message:
        'false, a number of proxy hops (1 to 32) or a comma-separated list of proxy addresses or CIDRs',
    });
    return z.NEVER;
  });

type KeySpec = {
  /** Environment variable that sets the key. */
  readonly env: string;
  readonly description: string;
  /** Default as the text an env variable would hold; undefined means "not set". */
  readonly default: string | undefined;
  readonly schema: z.ZodType;
  /** Masked in logs. */
  readonly secret?: boolean;
};

/** Every configuration key. The README table is generated from this list (see `configTable`). */
export const CONFIG_KEYS = {
  port: {
    env: 'PORT',
    description: 'HTTP port to listen on (0 picks a free port).',
    default: '3000',
    schema: ZPort,
  },
  host: {
    env: 'HOST',
    description: 'Address to listen on.',
    default: '0.0.0.0',
    schema: z.string().min(1),
  },
  databaseUrl: {
    env: 'DATABASE_URL',
    description:
      'postgres:// or postgresql:// URL selects PostgreSQL; unset (or anything else) selects the embedded SQLite file at DATABASE_PATH.',
    default: undefined,
    schema: z.string().optional(),
    secret: true,
  },
  databaseSchema: {
    env: 'DATABASE_SCHEMA',
    description:
      'PostgreSQL only: schema to use (created when missing; set as search_path). Default: public.',
    default: undefined,
    schema: z
      .string()
      .regex(/^[a-z_][a-z0-9_]{0,62}$/, 'lower-case letters, digits and _')
      .optional(),
  },
  databasePoolMax: {
    env: 'DATABASE_POOL_MAX',
    description: 'PostgreSQL only: maximum connections in the pool.',
    default: '10',
    schema: ZPositiveInt,
  },
  databasePath: {
    env: 'DATABASE_PATH',
    description:
      'SQLite database file, relative to the working directory (the repository root); its folder is created.',
    default: './data/cocho.db',
    schema: z.string().min(1),
  },
  logLevel: {
    env: 'LOG_LEVEL',
    description: 'pino log level: fatal, error, warn, info, debug, trace or silent.',
    default: 'info',
    schema: ZLogLevel,
  },
  sessionTtlHours: {
    env: 'SESSION_TTL_HOURS',
    description: 'Hours a session token stays valid after sign-in.',
    default: '720',
    schema: ZPositiveInt,
  },
  adminEmail: {
    env: 'COCHO_ADMIN_EMAIL',
    description:
      'E-mail of the first administrator, created at start when no administrator exists. Default admin@cocho.local.',
    default: undefined,
    schema: z.email().optional(),
  },
  adminPassword: {
    env: 'COCHO_ADMIN_PASSWORD',
    description:
      'Password of the first administrator (at least 8 characters). When unset a strong one is generated and printed once.',
    default: undefined,
    schema: z.string().min(8).optional(),
    secret: true,
  },
  serveWeb: {
    env: 'SERVE_WEB',
    description: 'Serve the built web app (WEB_DIST_DIR) from the same process.',
    default: 'true',
    schema: ZBooleanText,
  },
  webDistDir: {
    env: 'WEB_DIST_DIR',
    description: 'Folder of the built web app, relative to the working directory (the repository root).',
    default: 'apps/web/dist',
    schema: z.string().min(1),
  },
  trustProxy: {
    env: 'TRUST_PROXY',
    description:
      'Which proxies may set X-Forwarded-For (the client IP of rate limits and auth/meuIP): false (none), the number of proxy hops in front of the server (1 behind one reverse proxy), or a comma-separated list of proxy addresses or CIDR ranges. "true" (trust every hop, so any client could choose its IP) is refused.',
    default: 'false',
    schema: ZTrustProxy,
  },
  rateLimitMax: {
    env: 'RATE_LIMIT_MAX',
    description:
      "Calls per minute: per signed-in user, or per client IP for calls without a sign-in (the web app's files and pages never count).",
    default: '600',
    schema: ZPositiveInt,
  },
  authRateLimitMax: {
    env: 'AUTH_RATE_LIMIT_MAX',
    description:
      'Calls per minute for sign-in, registration, code and password calls: per client IP (per user for the signed-in ones, such as password change and coupons).',
    default: '30',
    schema: ZPositiveInt,
  },
  activeDietsFreeMax: {
    env: 'ACTIVE_DIETS_FREE_MAX',
    description:
      'Active diets listed for an account without unlimited active diets (docs/product/shell.md#states, docs/product/shell.md#roles: premium-only; the value is not given), most recent first.',
    default: '3',
    schema: ZPositiveInt,
  },
  offLoopMinBytes: {
    env: 'OFF_LOOP_MIN_BYTES',
    description:
      'Request bodies and saved records from this size (bytes) up are checked on worker threads instead of the event loop (docs/decisions/off-loop-checks.md).',
    default: '65536',
    schema: ZPositiveInt,
  },
  passwordHashConcurrency: {
    env: 'PASSWORD_HASH_CONCURRENCY',
    description:
      'argon2id hashes and checks run at once (more wait in a queue); default: the cores less one, 1 to 3 (below libuv’s 4 threads).',
    default: String(Math.min(3, Math.max(1, availableParallelism() - 1))),
    schema: z.coerce.number().int().min(1).max(16),
  },
  passwordQueueMax: {
    env: 'PASSWORD_QUEUE_MAX',
    description:
      'Sign-ins that may wait for an argon2id check; one more is refused at once with 503 SERVER_BUSY and Retry-After (docs/decisions/sign-in-burst.md).',
    default: '64',
    schema: z.coerce.number().int().min(1).max(100_000),
  },
  offLoopThreads: {
    env: 'OFF_LOOP_THREADS',
    description: 'Worker threads for the checks of large bodies and records; 0 checks everything inline.',
    default: '1',
    schema: z.coerce.number().int().min(0).max(16),
  },
  bodyLimitBytes: {
    env: 'BODY_LIMIT_BYTES',
    description: 'Largest request body accepted, in bytes (larger answers 413 PAYLOAD_TOO_LARGE).',
    default: '1048576',
    schema: ZPositiveInt,
  },
  smtpUrl: {
    env: 'SMTP_URL',
    description:
      'SMTP server for e-mail (smtp://user:pass@host:587 or smtps://...:465). Unset: mails are written to the email_outbox table and the server log.',
    default: undefined,
    schema: z
      .string()
      .regex(/^smtps?:\/\//i, 'smtp:// or smtps:// URL')
      .optional(),
    secret: true,
  },
  mailFrom: {
    env: 'MAIL_FROM',
    description: 'Sender of every e-mail ("Name <address>" or an address).',
    default: 'Cocho <nao-responda@cocho.local>',
    schema: z.string().min(3),
  },
  requestSigning: {
    env: 'REQUEST_SIGNING',
    description:
      'Request signatures (x-signature, docs/product/calls.md#shell-calls; docs/decisions/request-signing.md): off (ignored), optional (a signature that is sent is checked, its timestamp must be within REQUEST_MAX_AGE_SECONDS and a copy is refused; unsigned requests pass) or required (the default: unsigned requests are refused with SIGNATURE_INVALID).',
    default: 'required',
    schema: z.enum(['off', 'optional', 'required']),
  },
  requestSigningSecret: {
    env: 'REQUEST_SIGNING_SECRET',
    description:
      "Server secret (at least 32 characters, the same on every instance) from which each session's request key is derived. Unset: the server generates a random one at first start and keeps it in the database.",
    default: undefined,
    schema: z.string().min(32).optional(),
    secret: true,
  },
  shareLinkSecret: {
    env: 'SHARE_LINK_SECRET',
    description:
      'Key (at least 32 characters, the same on every instance) that signs public read-only links to saved diets (compartilhar/link; docs/decisions/sharing.md). Changing it ends every link given. Unset: a random key is generated once and kept in the database (share_link_keys), so whoever reads the database can forge links; set it in production.',
    default: undefined,
    schema: z.string().min(32).optional(),
    secret: true,
  },
  requestMaxAgeSeconds: {
    env: 'REQUEST_MAX_AGE_SECONDS',
    description:
      "How far (either way) a signed request's timestamp may be from the server clock; signed requests are remembered this long to refuse copies.",
    default: '300',
    schema: ZPositiveInt,
  },
  payloadEncryption: {
    env: 'PAYLOAD_ENCRYPTION',
    description:
      'Tell signed-in clients to encrypt request and answer bodies with their session key (docs/product/calls.md#shell-calls: AES-CBC, HMAC-SHA256, base64; exempt calls stay plain). Off: encrypted bodies are refused.',
    default: 'false',
    schema: ZBooleanText,
  },
  redisUrl: {
    env: 'REDIS_URL',
    description:
      'redis:// (or rediss://) URL of a Redis shared by every instance (docs/decisions/concurrency-and-cluster.md): rate-limit counters, the signed-request replay store and cache invalidation (feature flags, feed catalogue) go through it, so several instances behind a load balancer act as one. Unset: all of it stays in this process (one instance).',
    default: undefined,
    schema: z
      .string()
      .regex(/^rediss?:\/\//i, 'redis:// or rediss:// URL')
      .optional(),
    secret: true,
  },
  redisKeyPrefix: {
    env: 'REDIS_KEY_PREFIX',
    description: 'Prefix of every Redis key and channel, so several deployments can share one Redis.',
    default: 'cocho:',
    schema: z.string().regex(/^[A-Za-z0-9:_.-]{1,64}$/, 'letters, digits and : _ . -'),
  },
  buildId: {
    env: 'BUILD_ID',
    description: 'Build shown by GET /health and Ctrl+Insert; default the git commit, else the bundle time.',
    default: undefined,
    schema: z.string().optional(),
  },
} as const satisfies Record<string, KeySpec>;

type Keys = typeof CONFIG_KEYS;
type RawConfig = { [K in keyof Keys]: z.output<Keys[K]['schema']> };

export type DatabaseConfig =
  | { readonly kind: 'sqlite'; readonly path: string }
  | { readonly kind: 'postgres'; readonly url: string; readonly schema?: string; readonly poolMax: number };

export type AppConfig = Readonly<
  Omit<RawConfig, 'databaseUrl' | 'databasePath' | 'databaseSchema' | 'databasePoolMax' | 'webDistDir'> & {
    database: DatabaseConfig;
    /** Absolute path of the built web app. */
    webDistDir: string;
  }
>;

export type ConfigResult = { ok: true; value: AppConfig } | { ok: false; errors: string[] };

const isPostgresUrl = (url: string | undefined): url is string =>
  url !== undefined && /^postgres(ql)?:\/\//i.test(url);

/**
 * Reads every key from `env` (empty strings count as unset), applies defaults and validates.
 * Relative paths resolve against `cwd` (the repository root when started with `npm start`).
 */
export function parseConfig(
  env: Record<string, string | undefined>,
  cwd: string = process.cwd(),
): ConfigResult {
  const raw: Record<string, unknown> = {};
  const errors: string[] = [];
  for (const [key, spec] of Object.entries(CONFIG_KEYS) as [keyof Keys, KeySpec][]) {
    const text = env[spec.env];
    const value = text === undefined || text === '' ? spec.default : text;
    const parsed = spec.schema.safeParse(value);
    if (parsed.success) {
      raw[key] = parsed.data;
    } else {
      const shown = spec.secret ? '***' : JSON.stringify(value);
      errors.push(`${spec.env}=${shown}: ${parsed.error.issues.map((issue) => issue.message).join('; ')}`);
    }
  }
  if (errors.length > 0) return { ok: false, errors };
  const config = raw as RawConfig;
  const database: DatabaseConfig = isPostgresUrl(config.databaseUrl)
    ? {
        kind: 'postgres',
        url: config.databaseUrl,
        poolMax: config.databasePoolMax,
        ...(config.databaseSchema ? { schema: config.databaseSchema } : {}),
      }
    : { kind: 'sqlite', path: path.resolve(cwd, config.databasePath) };
  const { databaseUrl: _u, databasePath: _p, databaseSchema: _s, databasePoolMax: _m, ...rest } = config;
  return {
    ok: true,
    value: Object.freeze({ ...rest, database, webDistDir: path.resolve(cwd, config.webDistDir) }),
  };
}

/** Like `parseConfig` but throws one error listing every bad key (used at start-up). */
export function loadConfig(env: Record<string, string | undefined> = process.env, cwd?: string): AppConfig {
  const result = parseConfig(env, cwd);
  if (!result.ok) {
    throw new Error(`Invalid configuration:\n  ${result.errors.join('\n  ')}`);
  }
  return result.value;
}

/** Hides the password of a database URL. */
export function maskUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '***';
  }
}

/** The configuration as loggable key/value pairs, secrets masked. */
export function describeConfig(config: AppConfig): Record<string, unknown> {
  const { adminPassword, smtpUrl, database, requestSigningSecret, shareLinkSecret, redisUrl, ...rest } =
    config;
  return {
    ...rest,
    redisUrl: redisUrl === undefined ? undefined : maskUrl(redisUrl),
    adminPassword: adminPassword === undefined ? undefined : '***',
    requestSigningSecret: requestSigningSecret === undefined ? undefined : '***',
    shareLinkSecret: shareLinkSecret === undefined ? undefined : '***',
    smtpUrl: smtpUrl === undefined ? undefined : maskUrl(smtpUrl),
    database: database.kind === 'postgres' ? { ...database, url: maskUrl(database.url) } : database,
  };
}

/** Markdown table of every key (name, default, meaning), for the README. */
export function configTable(): string {
  const rows = Object.values(CONFIG_KEYS as Record<string, KeySpec>).map(
    (spec) =>
      `| \`${spec.env}\` | ${spec.default === undefined ? '(unset)' : `\`${spec.default}\``} | ${spec.description} |`,
  );
  return ['| Variable | Default | Meaning |', '| --- | --- | --- |', ...rows].join('\n');
}
