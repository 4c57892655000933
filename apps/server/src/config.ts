import path from 'node:path';
import { DEFAULT_TIME_ZONE } from '@steelworks/contract/common/dates';

export type Config = {
  port: number;
  host: string;
  /** A PostgreSQL server; when absent the embedded PGlite database under dataDir is used. */
  databaseUrl: string | undefined;
  dataDir: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  redisUrl: string | undefined;
  /** Prefix of every Redis key, so several installs (or test runs) can share one Redis. */
  redisPrefix: string;
  timeZone: string;
  tokenIdleDays: number;
  tokenMaxDays: number;
  /** Requests per minute per client address across the API. */
  rateLimitPerMinute: number;
  /** Failed sign-ins per username and address before 429, per 15 minutes. */
  loginFailuresAllowed: number;
  /** Forgot-password requests per client address per hour (per email it is always 3). */
  forgotPasswordPerAddress: number;
  uploadMaxBytes: number;
  /** Seed the demo company on first start (default on for the embedded database, off for DATABASE_URL). */
  seedDemo: boolean;
  webDist: string | undefined;
  logLevel: string;
};

function numberFrom(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(n) ? n : fallback;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const databaseUrl = env.DATABASE_URL || undefined;
  return {
    port: numberFrom(env.PORT, 8000),
    host: env.HOST || '0.0.0.0',
    databaseUrl,
    dataDir: path.resolve(env.DATA_DIR || 'data'),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Steelworks <no-reply@steelworks.local>',
    redisUrl: env.REDIS_URL || undefined,
    redisPrefix: env.REDIS_PREFIX || 'steelworks:',
    timeZone: env.TIME_ZONE || DEFAULT_TIME_ZONE,
    tokenIdleDays: numberFrom(env.TOKEN_IDLE_DAYS, 7),
    tokenMaxDays: numberFrom(env.TOKEN_MAX_DAYS, 30),
    rateLimitPerMinute: numberFrom(env.RATE_LIMIT_PER_MINUTE, 600),
    loginFailuresAllowed: numberFrom(env.LOGIN_FAILURES_ALLOWED, 10),
    forgotPasswordPerAddress: numberFrom(env.FORGOT_PASSWORD_PER_ADDRESS, 20),
    uploadMaxBytes: numberFrom(env.UPLOAD_MAX_BYTES, 5 * 1024 * 1024),
    seedDemo: env.SEED_DEMO ? env.SEED_DEMO === 'true' : !databaseUrl,
    webDist: env.WEB_DIST === '' ? undefined : path.resolve(env.WEB_DIST || path.join(import.meta.dirname, '../../web/dist')),
    logLevel: env.LOG_LEVEL || 'info',
  };
}
