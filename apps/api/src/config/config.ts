import { readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { apiRootOf } from '../lib/apiRoot';
import type { S3FileStoreOptions } from '../lib/s3FileStore';
import { loadOrCreateSecret } from './secret';

const apiRoot = apiRootOf(import.meta.url);

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

/** Names proxy-addr (Fastify's proxy trust) knows for whole address ranges. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * Whom to believe about the client's address and protocol (X-Forwarded-For/-Proto). Off unless set:
 * with no proxy in front, anybody could send those headers and pose as another address.
 * `true` trusts every hop, a number that many hops, a list the proxies' addresses or ranges.
 */
const trustProxySchema = optionalText.transform((value, context): boolean | number | string[] => {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  const wrong = entries.filter((entry) => !isProxyAddress(entry));
  if (wrong.length > 0 || entries.length === 0) {
    context.addIssue({
      code: 'custom',
      message: `TRUST_PROXY must be true, false, a hop count, or addresses/ranges separated by commas (not: ${wrong.join(', ') || value})`,
    });
    return z.NEVER;
  }
  return entries;
});

/** `FACTS_URL` for ClickHouse in process (chdb, one session per process): development and tests. */
export const IN_PROCESS_FACTS = 'chdb:';

/**
 * Where market facts live: unset → DuckDB in DATA_DIR; `clickhouse://user:password@host:8123/database` → a
 * ClickHouse server (HTTP interface); `chdb:` → ClickHouse in process.
 */
const factsUrlSchema = optionalText.superRefine((value, context) => {
  if (value === undefined || value === IN_PROCESS_FACTS) return;
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  if (url?.protocol !== 'clickhouse:' || !url.hostname) {
    context.addIssue({
      code: 'custom',
      message: `FACTS_URL must be clickhouse://user:password@host:8123/database or ${IN_PROCESS_FACTS} (not: ${value.replace(/\/\/[^@/]*@/, '//…@')})`,
    });
  }
});

/** The environment the server reads; every variable has a default so `pnpm start` works from nothing. */
export const envSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().min(1).default('./.data'),
    DATABASE_URL: optionalText.pipe(z.url().optional()),
    SMTP_URL: optionalText.pipe(z.url().optional()),
    FACTS_URL: factsUrlSchema,
    LOG_LEVEL: z.enum(logLevels).default('info'),
    JWT_SECRET: optionalText.pipe(z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional()),
    SEED: z.enum(['demo', 'none']).default('demo'),
    /**
     * Size of the demo market data loaded in the background: demo (about a minute), small (seconds), or none (the
     * demo accounts without market data, for servers that never read facts, such as some kill tests).
     */
    MARKET_SCALE: z.enum(['demo', 'small', 'none']).default('demo'),
    WEB_DIST: optionalText,
    ERROR_LOG_RATE_LIMIT: z.coerce.number().int().min(1).default(30),
    IMAGE_PROXY_RATE_LIMIT: z.coerce.number().int().min(1).default(120),
    PARTNER_TOKEN_RATE_LIMIT: z.coerce.number().int().min(1).default(600),
    /** Questions one user may ask Parker a minute in one customer. */
    PARKER_RATE_LIMIT: z.coerce.number().int().min(1).default(30),
    /** An OpenAI-compatible endpoint Parker asks for questions its parser cannot read; unset → none. */
    LLM_BASE_URL: optionalText.pipe(z.url().optional()),
    LLM_API_KEY: optionalText,
    LLM_MODEL: optionalText,
    PUBLIC_URL: optionalText.pipe(z.url().optional()),
    LEGACY_APP_URL: optionalText.pipe(z.url().optional()),
    TRUST_PROXY: trustProxySchema,
    CHROMIUM_PATH: optionalText,
    /** Background jobs (alert checks…): on, or off (nothing is queued; tests that do not test jobs). */
    JOBS: z.enum(['on', 'off']).default('on'),
    /** How often an idle worker asks for the next job, in seconds (pg-boss allows 0.5 and more). */
    JOBS_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
    /** Seconds before a failed job's first retry, for every job (unset: each job's own, e.g. 30 s for alert checks). */
    JOBS_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).optional(),
    /** on lets alert channels call private and loopback addresses: for tests with a local receiver only. */
    ALERT_CHANNELS_ALLOW_PRIVATE: z.enum(['on', 'off']).default('off'),
    /** off computes every widget answer afresh: for the engine bench's uncached figures, never in production. */
    WIDGET_RESULT_CACHE: z.enum(['on', 'off']).default('on'),
    /** Where generated files (product images) are kept: local (DATA_DIR/files) or s3 (a bucket, S3_* below). */
    FILE_STORE: z.enum(['local', 's3']).default('local'),
    S3_BUCKET: optionalText,
    /** Key prefix inside the bucket, e.g. shelfsight/production. */
    S3_PREFIX: optionalText.pipe(
      z
        .string()
        .regex(/^[A-Za-z0-9][A-Za-z0-9._/-]*[A-Za-z0-9]$|^[A-Za-z0-9]$/, 'S3_PREFIX must not start or end with a slash')
        .optional(),
    ),
    /** An S3-compatible service's address (MinIO, Ceph, R2…); unset means AWS. */
    S3_ENDPOINT: optionalText.pipe(z.url().optional()),
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    /** Bucket in the path rather than the host name; on by default with S3_ENDPOINT, off for AWS. */
    S3_FORCE_PATH_STYLE: z.enum(['on', 'off']).optional(),
    RATE_LIMIT_WINDOW_MINUTES: z.coerce.number().int().min(1).default(15),
    RATE_LIMIT_SIGN_IN_PER_ACCOUNT: z.coerce.number().int().min(1).default(10),
    RATE_LIMIT_SIGN_IN_PER_ADDRESS: z.coerce.number().int().min(1).default(30),
    RATE_LIMIT_SIGN_IN_ACCOUNT_CEILING: z.coerce.number().int().min(1).default(100),
    RATE_LIMIT_RESET_PER_ACCOUNT: z.coerce.number().int().min(1).default(5),
    RATE_LIMIT_RESET_PER_ADDRESS: z.coerce.number().int().min(1).default(20),
    RATE_LIMIT_SIGN_UP_PER_ACCOUNT: z.coerce.number().int().min(1).default(5),
    RATE_LIMIT_SIGN_UP_PER_ADDRESS: z.coerce.number().int().min(1).default(10),
  })
  .superRefine((values, context) => {
    if (values.FILE_STORE === 's3' && !values.S3_BUCKET) {
      context.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'S3_BUCKET is required when FILE_STORE is s3' });
    }
    if (Boolean(values.S3_ACCESS_KEY_ID) !== Boolean(values.S3_SECRET_ACCESS_KEY)) {
      context.addIssue({
        code: 'custom',
        path: ['S3_SECRET_ACCESS_KEY'],
        message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together or not at all',
      });
    }
  });

/** Attempts allowed per window, counted separately per client address and per account. */
export interface AuthRateLimits {
  windowMinutes: number;
  /**
   * Failed sign-ins: perAccount per account at one address (or known device), perAddress across
   * accounts, accountCeiling per account from every address together (known devices pass it).
   */
  signIn: { perAccount: number; perAddress: number; accountCeiling: number };
  reset: { perAccount: number; perAddress: number };
  /** Sign-up and demo submissions, per e-mail and per client address. */
  signUp: { perAccount: number; perAddress: number };
}

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  /** Unset means embedded PGlite in `pgliteDir`. */
  databaseUrl: string | undefined;
  pgliteDir: string;
  /** DuckDB file, or ':memory:' in tests. */
  analyticsPath: string;
  /** Market facts on ClickHouse (a server's clickhouse:// address, or `chdb:` in process); unset → DuckDB. */
  factsUrl: string | undefined;
  /** Unset means .eml files in `outboxDir`. */
  smtpUrl: string | undefined;
  outboxDir: string;
  logLevel: (typeof logLevels)[number];
  jwtSecret: string;
  seed: 'demo' | 'none';
  marketScale: 'demo' | 'small' | 'none';
  webDist: string;
  version: string;
  /** Browser error reports accepted per client address and minute. */
  errorLogPerMinute: number;
  /** Image proxy requests a client address may make a minute (it is open without a session). */
  imageProxyPerMinute: number;
  /** Requests one partner API token may make a minute; beyond that 429 with Retry-After. */
  partnerTokenPerMinute: number;
  /** Parker: questions per user, customer and minute; the language model, when LLM_BASE_URL is set. */
  parker: { perMinute: number; model: { baseUrl: string; apiKey?: string; model: string } | undefined };
  /** Where the browser reaches the app; links in mails start with it. */
  publicUrl: string;
  rateLimits: AuthRateLimits;
  /** Fastify's `trustProxy`: false unless TRUST_PROXY names the proxies in front of the server. */
  trustProxy: boolean | number | string[];
  /** The older app that users flagged legacy_app are sent to after sign-in; unset → never. */
  legacyAppUrl: string | undefined;
  /** Chromium that prints dashboards to PDF; unset → the usual install paths are tried. */
  chromiumPath: string | undefined;
  /** Background jobs: whether workers run and how often they poll. */
  jobs: { enabled: boolean; pollingIntervalSeconds: number; retryDelaySeconds?: number };
  /** Whether alert channels may call private, loopback and link-local addresses (never in production). */
  alertChannelsAllowPrivate: boolean;
  /** Whether widget answers are kept between requests (WIDGET_RESULT_CACHE). */
  keepWidgetResults: boolean;
  /** Where generated files are kept (FILE_STORE and S3_*). */
  fileStore: { kind: 'local'; root: string } | ({ kind: 's3' } & S3FileStoreOptions);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd: string = process.cwd()): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const values = parsed.data;
  const dataDir = path.resolve(cwd, values.DATA_DIR);
  return {
    port: values.PORT,
    host: values.HOST,
    dataDir,
    databaseUrl: values.DATABASE_URL,
    pgliteDir: path.join(dataDir, 'pglite'),
    analyticsPath: path.join(dataDir, 'analytics.duckdb'),
    factsUrl: values.FACTS_URL,
    smtpUrl: values.SMTP_URL,
    outboxDir: path.join(dataDir, 'outbox'),
    logLevel: values.LOG_LEVEL,
    // A generated secret is kept in DATA_DIR so sessions survive restarts.
    jwtSecret: values.JWT_SECRET ?? loadOrCreateSecret(path.join(dataDir, 'jwt-secret')),
    seed: values.SEED,
    marketScale: values.MARKET_SCALE,
    webDist: values.WEB_DIST ? path.resolve(cwd, values.WEB_DIST) : path.resolve(apiRoot, '../web/dist'),
    version: readVersion(),
    errorLogPerMinute: values.ERROR_LOG_RATE_LIMIT,
    imageProxyPerMinute: values.IMAGE_PROXY_RATE_LIMIT,
    partnerTokenPerMinute: values.PARTNER_TOKEN_RATE_LIMIT,
    parker: {
      perMinute: values.PARKER_RATE_LIMIT,
      model: values.LLM_BASE_URL
        ? { baseUrl: values.LLM_BASE_URL, apiKey: values.LLM_API_KEY, model: values.LLM_MODEL ?? 'default' }
        : undefined,
    },
    publicUrl: (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/+$/, ''),
    legacyAppUrl: values.LEGACY_APP_URL,
    trustProxy: values.TRUST_PROXY,
    chromiumPath: values.CHROMIUM_PATH,
    jobs: {
      enabled: values.JOBS === 'on',
      pollingIntervalSeconds: values.JOBS_POLL_SECONDS,
      retryDelaySeconds: values.JOBS_RETRY_DELAY_SECONDS,
    },
    alertChannelsAllowPrivate: values.ALERT_CHANNELS_ALLOW_PRIVATE === 'on',
    keepWidgetResults: values.WIDGET_RESULT_CACHE === 'on',
    fileStore:
      values.FILE_STORE === 's3' && values.S3_BUCKET
        ? {
            kind: 's3',
            bucket: values.S3_BUCKET,
            prefix: values.S3_PREFIX,
            endpoint: values.S3_ENDPOINT,
            region: values.S3_REGION,
            accessKeyId: values.S3_ACCESS_KEY_ID,
            secretAccessKey: values.S3_SECRET_ACCESS_KEY,
            forcePathStyle: (values.S3_FORCE_PATH_STYLE ?? (values.S3_ENDPOINT ? 'on' : 'off')) === 'on',
          }
        : { kind: 'local', root: path.join(dataDir, 'files') },
    rateLimits: {
      windowMinutes: values.RATE_LIMIT_WINDOW_MINUTES,
      signIn: {
        perAccount: values.RATE_LIMIT_SIGN_IN_PER_ACCOUNT,
        perAddress: values.RATE_LIMIT_SIGN_IN_PER_ADDRESS,
        accountCeiling: values.RATE_LIMIT_SIGN_IN_ACCOUNT_CEILING,
      },
      reset: { perAccount: values.RATE_LIMIT_RESET_PER_ACCOUNT, perAddress: values.RATE_LIMIT_RESET_PER_ADDRESS },
      signUp: { perAccount: values.RATE_LIMIT_SIGN_UP_PER_ACCOUNT, perAddress: values.RATE_LIMIT_SIGN_UP_PER_ADDRESS },
    },
  };
}

function readVersion(): string {
  const manifest = JSON.parse(readFileSync(path.join(apiRoot, 'package.json'), 'utf8')) as { version?: string };
  return manifest.version ?? '0.0.0';
}
