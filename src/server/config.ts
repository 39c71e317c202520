import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseKeys } from './crypto/sensitive';
import { readPublicOrigin } from './links';
import { DEFAULT_BODY_LIMITS, type BodyLimits } from './body-limits';
import { DEFAULT_CONCURRENCY, DEFAULT_RETRY_DELAY_S, DEFAULT_RETRY_LIMIT, DEFAULT_SWEEP_MS, type RetryOptions } from './jobs/pipeline';
import { DEFAULT_MIN_FREE_BYTES } from './store/db';
import { defaultHashPoolOptions, type HashPoolOptions } from './auth/hash-pool';
import { DEFAULT_UPLOAD_QUOTA, type UploadQuota } from '../core/documents/upload-quota';
import { DEFAULT_CONNECTION_LIMITS, type ConnectionLimits } from './connection-limits';

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  /** PGlite: free bytes below which the database turns read-only until space returns (DATA_DIR_MIN_FREE_MB). */
  minFreeBytes: number;
  databaseUrl: string | undefined;
  staticDir: string;
  /** Journeys and their copy: data read and checked at start. */
  flowsDir: string;
  copyDir: string;
  brandsDir: string;
  /** The organisation of requests that name none (until brands resolve from the host). */
  defaultOrgCode: string;
  /** HS256 key for session tokens; unset: a random key kept in the database. Required in production. */
  jwtSecret: string | undefined;
  tokenTtlSeconds: number;
  /** AES-256-GCM keys (base64, comma-separated, the first seals) for SSNs at rest; unset: a random key kept in the database. Required in production. */
  dataEncryptionKey: string | undefined;
  /** pg-boss's schema in the database (several deployments may share one PostgreSQL). */
  jobSchema: string;
  /** How long the sandbox's "Slow" persona waits per call (a persona setting, for kill/restart drills). */
  sandboxSlowMs: number | undefined;
  /** Pipeline steps run at once per process (of different applications). */
  pipelineConcurrency: number;
  /** A step's retries and their first delay, and the sweep of applications parked by a provider failure. */
  pipelineRetry: Required<RetryOptions>;
  /** Per-limit ceilings that replace the built-in ones, e.g. RATE_LIMITS="register-ip=500" for a test bed. */
  rateLimitMax: Record<string, number>;
  /** Largest request body per route class (413 beyond): routes without a session get the small one. */
  bodyLimits: BodyLimits;
  /** Password hashes at once and waiting (HASH_CONCURRENCY, HASH_QUEUE); past both, 503 with Retry-After. */
  hashPool: HashPoolOptions;
  /** The longest wait added to a login on an account tried often (LOGIN_DELAY_MAX_MS; 0 turns it off). */
  loginDelayMaxMs: number | undefined;
  /** Uploads kept per application and per applicant (UPLOAD_MAX_FILES_PER_APPLICATION, …). */
  uploadQuota: UploadQuota;
  /** Header, request, upload, keep-alive and idle timeouts; open sockets per client address. */
  connectionLimits: ConnectionLimits;
}

// src/server/config.ts -> repository root, so defaults do not depend on the working directory.
const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

// An empty variable (common in .env files) means "not set", not "set to nothing".
function read(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

/** Parses the environment once at the edge; throws one Error listing every problem. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const problems: string[] = [];

  const rawPort = read(env, 'PORT');
  let port = 3000;
  if (rawPort !== undefined) {
    port = Number(rawPort);
    if (!/^\d+$/.test(rawPort) || port > 65535) {
      problems.push(`PORT must be an integer from 0 to 65535 (got "${rawPort}")`);
    }
  }

  const databaseUrl = read(env, 'DATABASE_URL');
  if (databaseUrl !== undefined) {
    const protocol = URL.canParse(databaseUrl) ? new URL(databaseUrl).protocol : '';
    if (protocol !== 'postgres:' && protocol !== 'postgresql:') {
      problems.push('DATABASE_URL must be a postgres:// or postgresql:// URL');
    }
  }

  const jwtSecret = read(env, 'JWT_SECRET');
  if (jwtSecret !== undefined && jwtSecret.length < 32) problems.push('JWT_SECRET must be at least 32 characters');
  if (jwtSecret === undefined && read(env, 'NODE_ENV') === 'production') problems.push('JWT_SECRET is required when NODE_ENV=production');

  const dataEncryptionKey = read(env, 'DATA_ENCRYPTION_KEY');
  if (dataEncryptionKey !== undefined) {
    try {
      parseKeys(dataEncryptionKey);
    } catch (error) {
      problems.push(`DATA_ENCRYPTION_KEY: ${(error as Error).message} (e.g. openssl rand -base64 32)`);
    }
  }
  if (dataEncryptionKey === undefined && read(env, 'NODE_ENV') === 'production') problems.push('DATA_ENCRYPTION_KEY is required when NODE_ENV=production');

  // Links in mail are made from it alone: required in production (buildApp reads it from the environment).
  const publicOrigin = readPublicOrigin(env);
  if (publicOrigin.problem) problems.push(publicOrigin.problem);

  const rawTtl = read(env, 'TOKEN_TTL_MINUTES');
  const ttlMinutes = rawTtl === undefined ? 60 : Number(rawTtl);
  if (!Number.isInteger(ttlMinutes) || ttlMinutes < 1 || ttlMinutes > 24 * 60) {
    problems.push(`TOKEN_TTL_MINUTES must be an integer from 1 to 1440 (got "${rawTtl}")`);
  }

  const jobSchema = read(env, 'JOB_SCHEMA') ?? 'pgboss';
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(jobSchema)) problems.push('JOB_SCHEMA must be lower-case letters, digits and _');

  const rawSlow = read(env, 'SANDBOX_SLOW_MS');
  const sandboxSlowMs = rawSlow === undefined ? undefined : Number(rawSlow);
  if (sandboxSlowMs !== undefined && (!Number.isInteger(sandboxSlowMs) || sandboxSlowMs < 0 || sandboxSlowMs > 60_000)) {
    problems.push(`SANDBOX_SLOW_MS must be an integer from 0 to 60000 (got "${rawSlow}")`);
  }

  const rawConcurrency = read(env, 'PIPELINE_CONCURRENCY');
  const pipelineConcurrency = rawConcurrency === undefined ? DEFAULT_CONCURRENCY : Number(rawConcurrency);
  if (!/^\d+$/.test(rawConcurrency ?? '1') || pipelineConcurrency < 1 || pipelineConcurrency > 64) {
    problems.push(`PIPELINE_CONCURRENCY must be an integer from 1 to 64 (got "${rawConcurrency}")`);
  }

  const rateLimitMax: Record<string, number> = {};
  for (const entry of (read(env, 'RATE_LIMITS') ?? '').split(',').filter(Boolean)) {
    const [name, raw] = entry.split('=').map((x) => x.trim());
    const max = Number(raw);
    if (!name || !Number.isInteger(max) || max < 1) problems.push(`RATE_LIMITS entries are name=positive integer (got "${entry}")`);
    else rateLimitMax[name] = max;
  }

  const bodyLimits = {
    signedIn: readBytes(env, 'BODY_LIMIT_BYTES', DEFAULT_BODY_LIMITS.signedIn, problems),
    public: readBytes(env, 'PUBLIC_BODY_LIMIT_BYTES', DEFAULT_BODY_LIMITS.public, problems),
  };
  const hashDefaults = defaultHashPoolOptions();
  const integer = (name: string, min: number, max: number): number | undefined => {
    const raw = read(env, name);
    if (raw === undefined) return undefined;
    const value = Number(raw);
    if (!/^\d+$/.test(raw) || value < min || value > max) problems.push(`${name} must be an integer from ${min} to ${max} (got "${raw}")`);
    return value;
  };
  const hashConcurrency = integer('HASH_CONCURRENCY', 1, 64) ?? hashDefaults.concurrency;
  const hashQueue = integer('HASH_QUEUE', 0, 10_000) ?? 32 * hashConcurrency;
  const loginDelayMaxMs = integer('LOGIN_DELAY_MAX_MS', 0, 30_000);
  const pipelineRetry = {
    retryLimit: integer('PIPELINE_RETRY_LIMIT', 0, 100) ?? DEFAULT_RETRY_LIMIT,
    retryDelaySeconds: integer('PIPELINE_RETRY_DELAY_S', 1, 3600) ?? DEFAULT_RETRY_DELAY_S,
    sweepMs: integer('PIPELINE_SWEEP_MS', 0, 86_400_000) ?? DEFAULT_SWEEP_MS,
  };
  const TEN_GB = 10 * 1024 ** 3;
  const uploadQuota: UploadQuota = {
    applicationFiles: integer('UPLOAD_MAX_FILES_PER_APPLICATION', 1, 10_000) ?? DEFAULT_UPLOAD_QUOTA.applicationFiles,
    applicationBytes: integer('UPLOAD_MAX_BYTES_PER_APPLICATION', 1, TEN_GB) ?? DEFAULT_UPLOAD_QUOTA.applicationBytes,
    applicantFiles: integer('UPLOAD_MAX_FILES_PER_APPLICANT', 1, 10_000) ?? DEFAULT_UPLOAD_QUOTA.applicantFiles,
    applicantBytes: integer('UPLOAD_MAX_BYTES_PER_APPLICANT', 1, TEN_GB) ?? DEFAULT_UPLOAD_QUOTA.applicantBytes,
  };
  const TEN_MINUTES = 600_000;
  const limitDefaults = DEFAULT_CONNECTION_LIMITS;
  const connectionLimits: ConnectionLimits = {
    headersTimeoutMs: integer('HEADERS_TIMEOUT_MS', 1000, TEN_MINUTES) ?? limitDefaults.headersTimeoutMs,
    requestTimeoutMs: integer('REQUEST_TIMEOUT_MS', 1000, TEN_MINUTES) ?? limitDefaults.requestTimeoutMs,
    uploadTimeoutMs: integer('UPLOAD_TIMEOUT_MS', 1000, TEN_MINUTES) ?? limitDefaults.uploadTimeoutMs,
    keepAliveTimeoutMs: integer('KEEP_ALIVE_TIMEOUT_MS', 100, TEN_MINUTES) ?? limitDefaults.keepAliveTimeoutMs,
    connectionTimeoutMs: integer('CONNECTION_TIMEOUT_MS', 1000, TEN_MINUTES) ?? limitDefaults.connectionTimeoutMs,
    maxConnectionsPerAddress: integer('MAX_CONNECTIONS_PER_ADDRESS', 0, 100_000) ?? limitDefaults.maxConnectionsPerAddress,
  };
  // Node refuses a header timeout longer than the request timeout; an upload's is never the shorter.
  if (connectionLimits.headersTimeoutMs > connectionLimits.requestTimeoutMs) problems.push('HEADERS_TIMEOUT_MS must not be longer than REQUEST_TIMEOUT_MS');
  if (connectionLimits.requestTimeoutMs > connectionLimits.uploadTimeoutMs) problems.push('REQUEST_TIMEOUT_MS must not be longer than UPLOAD_TIMEOUT_MS');
  const minFreeMb = integer('DATA_DIR_MIN_FREE_MB', 0, 1_000_000);

  if (problems.length > 0) {
    throw new Error(`Invalid server configuration:\n- ${problems.join('\n- ')}`);
  }

  return {
    port,
    host: read(env, 'HOST') ?? '127.0.0.1',
    dataDir: path.resolve(read(env, 'DATA_DIR') ?? path.join(repoRoot, '.data')),
    minFreeBytes: minFreeMb === undefined ? DEFAULT_MIN_FREE_BYTES : minFreeMb * 1024 * 1024,
    databaseUrl,
    // STATIC_DIR: another build served the same way (the bench serves its reference page so).
    staticDir: path.resolve(read(env, 'STATIC_DIR') ?? path.join(repoRoot, 'dist', 'client')),
    flowsDir: path.join(repoRoot, 'flows'),
    copyDir: path.join(repoRoot, 'copy', 'en'),
    brandsDir: path.join(repoRoot, 'brands'),
    defaultOrgCode: read(env, 'DEFAULT_ORG_CODE') ?? 'acme-lending',
    jwtSecret,
    tokenTtlSeconds: ttlMinutes * 60,
    dataEncryptionKey,
    jobSchema,
    sandboxSlowMs,
    pipelineConcurrency,
    pipelineRetry,
    rateLimitMax,
    bodyLimits,
    hashPool: { concurrency: hashConcurrency, queue: hashQueue },
    loginDelayMaxMs,
    uploadQuota,
    connectionLimits,
  };
}

function readBytes(env: NodeJS.ProcessEnv, name: string, fallback: number, problems: string[]): number {
  const raw = read(env, name);
  const value = raw === undefined ? fallback : Number(raw);
  if (!Number.isInteger(value) || value < 1024 || value > 10_485_760) {
    problems.push(`${name} must be an integer from 1024 to 10485760 (got "${raw}")`);
  }
  return value;
}
