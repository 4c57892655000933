import path from 'node:path';
import { DEFAULT_TIME_ZONE } from '@steelworks/contract/common/dates';
import { DEFAULT_MATERIALS_LEAD_DAYS } from '@steelworks/contract/order';

/** An S3-compatible bucket (AWS S3, MinIO, Ceph, R2...), addressed path-style: `<endpoint>/<bucket>/<key>`. */
export type S3Options = {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Put before every key, e.g. `steelworks/`. */
  prefix?: string;
};

/**
 * The S3 settings from the environment (S3_ENDPOINT, S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY,
 * S3_PREFIX), or undefined when S3_BUCKET is not set.
 */
export function s3OptionsFrom(env: NodeJS.ProcessEnv): S3Options | undefined {
  if (!env.S3_BUCKET) return undefined;
  const region = env.S3_REGION || 'us-east-1';
  return {
    endpoint: (env.S3_ENDPOINT || `https://s3.${region}.amazonaws.com`).replace(/\/+$/, ''),
    bucket: env.S3_BUCKET,
    region,
    accessKeyId: env.S3_ACCESS_KEY_ID || '',
    secretAccessKey: env.S3_SECRET_ACCESS_KEY || '',
    prefix: env.S3_PREFIX || '',
  };
}

/**
 * Where notifications go outside the app (issue 34, docs/decisions/034-notifications.md). Nothing is configured by
 * default, and then nothing leaves the building but the mail outbox's own SMTP (when SMTP_URL is set).
 */
export type NotifyOptions = {
  /** NOTIFY_WEBHOOK_URL: WhatsApp and SMS go here as a POST of the template, unless a provider below takes them. */
  webhookUrl: string | undefined;
  /** NOTIFY_WEBHOOK_KEY: sent as `Authorization: Bearer <key>`. */
  webhookKey: string | undefined;
  /** NOTIFY_WEBHOOK_TEMPLATE: JSON with {{to}}, {{text}}, {{channel}}, {{event}}, {{link}} (values JSON-escaped). */
  webhookTemplate: string;
  /** Meta WhatsApp Cloud API: WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID turn it on for WhatsApp. */
  whatsappToken: string | undefined;
  whatsappPhoneNumberId: string | undefined;
  /** WHATSAPP_API_URL, default https://graph.facebook.com/v21.0 (tests point it at a local server). */
  whatsappApiUrl: string;
  /** WHATSAPP_TEMPLATE: an approved template with one body parameter; unset, plain text (inside 24 h of a reply). */
  whatsappTemplate: string | undefined;
  whatsappTemplateLanguage: string;
  /** MSG91 (SMS): MSG91_AUTH_KEY and MSG91_TEMPLATE_ID (a DLT-approved flow template) turn it on for SMS. */
  msg91AuthKey: string | undefined;
  msg91TemplateId: string | undefined;
  /** MSG91_API_URL, default https://control.msg91.com. */
  msg91ApiUrl: string;
  /** MSG91_SENDER (the DLT sender id) and MSG91_TEXT_VAR (the template's variable that carries the text, default VAR1). */
  msg91Sender: string | undefined;
  msg91TextVar: string;
  /** NOTIFY_PHONE_COUNTRY_CODE: put before a 10-digit account phone (default 91, India). */
  phoneCountryCode: string;
  /** NOTIFY_PUSH_SUBJECT: the VAPID contact (mailto: or https:), default mailto:admin@<PUBLIC_URL host> or a local one. */
  pushSubject: string;
  /**
   * NOTIFY_POLL_SECONDS: how often this process's delivery worker looks for due deliveries (default 10); 0 = this
   * process delivers none (another does; the test apps, whose tests deliver by hand).
   */
  pollSeconds: number;
};

export const DEFAULT_WEBHOOK_TEMPLATE = '{"to":"{{to}}","text":"{{text}}","channel":"{{channel}}","event":"{{event}}","link":"{{link}}"}';

/** The template with each placeholder replaced by its value, JSON-escaped (so a quote in a name cannot break the body). */
export function renderWebhookTemplate(template: string, values: Record<'to' | 'text' | 'channel' | 'event' | 'link', string>): string {
  return template.replace(/\{\{(to|text|channel|event|link)\}\}/g, (_, key: keyof typeof values) => JSON.stringify(values[key]).slice(1, -1));
}

function notifyOptionsFrom(env: NodeJS.ProcessEnv, publicUrl: string | undefined): NotifyOptions {
  const webhookTemplate = env.NOTIFY_WEBHOOK_TEMPLATE || DEFAULT_WEBHOOK_TEMPLATE;
  try {
    JSON.parse(renderWebhookTemplate(webhookTemplate, { to: '919800000000', text: 'a "text"\nline', channel: 'sms', event: 'order_shipped', link: '/orders/1' }));
  } catch {
    throw new Error('NOTIFY_WEBHOOK_TEMPLATE must be JSON once its {{to}}, {{text}}, {{channel}}, {{event}} and {{link}} are filled in');
  }
  const host = publicUrl ? new URL(publicUrl).hostname : 'steelworks.local';
  return {
    webhookUrl: env.NOTIFY_WEBHOOK_URL || undefined,
    webhookKey: env.NOTIFY_WEBHOOK_KEY || undefined,
    webhookTemplate,
    whatsappToken: env.WHATSAPP_TOKEN || undefined,
    whatsappPhoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID || undefined,
    whatsappApiUrl: (env.WHATSAPP_API_URL || 'https://graph.facebook.com/v21.0').replace(/\/+$/, ''),
    whatsappTemplate: env.WHATSAPP_TEMPLATE || undefined,
    whatsappTemplateLanguage: env.WHATSAPP_TEMPLATE_LANGUAGE || 'en',
    msg91AuthKey: env.MSG91_AUTH_KEY || undefined,
    msg91TemplateId: env.MSG91_TEMPLATE_ID || undefined,
    msg91ApiUrl: (env.MSG91_API_URL || 'https://control.msg91.com').replace(/\/+$/, ''),
    msg91Sender: env.MSG91_SENDER || undefined,
    msg91TextVar: env.MSG91_TEXT_VAR || 'VAR1',
    phoneCountryCode: (env.NOTIFY_PHONE_COUNTRY_CODE || '91').replace(/\D/g, ''),
    pushSubject: env.NOTIFY_PUSH_SUBJECT || `mailto:admin@${host}`,
    pollSeconds: numberFrom(env.NOTIFY_POLL_SECONDS, 10),
  };
}

export type Config = {
  /** NODE_ENV=production: refuses demo data and demo passwords (lib/safe-defaults.ts). */
  production: boolean;
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
  /** Days to wait for raw materials the free stock lacks, added to a promise and to approval (MATERIALS_LEAD_DAYS). */
  materialsLeadDays: number;
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
  /** Images go to this bucket when set (S3_BUCKET ...), else to `<dataDir>/uploads`. */
  s3?: S3Options;
  logLevel: string;
  /**
   * Which proxies may name the client in X-Forwarded-For (TRUST_PROXY): false (the default: the socket's address is
   * the client), a hop count, or addresses/CIDRs. Rate limits, sign-in failure counts, logs and the audit log use
   * the address this gives.
   */
  trustProxy: false | number | string[];
  /** Field app maps (DECISIONS.md section 8): an open tile map needs no key; place search asks a Nominatim-style URL. */
  mapTileUrl: string;
  mapTileAttribution: string;
  googleMapApiKey: string;
  geocoderUrl: string | undefined;
  /** The default geofence of a new field site, in metres. */
  fieldSiteRadiusM: number;
  /**
   * How far a phone's clock may be from the server's for its tap time to be believed (DEVICE_CLOCK_TOLERANCE_SECONDS,
   * default 120): beyond it a queued action takes the receive time, marked "clock differs" (docs/decisions/033).
   */
  deviceClockToleranceSeconds: number;
  /** How long a stopping process lets requests and streams in flight finish (SHUTDOWN_GRACE_SECONDS). */
  shutdownGraceSeconds: number;
  /** Prometheus metrics at `/metrics` on this port (METRICS_PORT); undefined = off. */
  metricsPort: number | undefined;
  /**
   * The address people reach the server at (PUBLIC_URL, e.g. `https://steelworks.example.com`, no trailing slash):
   * the paged lists' `next`/`previous` links start with it. Unset, they are relative (path and query): never built
   * from the request's Host header, which the caller writes.
   */
  publicUrl: string | undefined;
  /** Notification channels outside the app (issue 34). */
  notify: NotifyOptions;
};

function numberFrom(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(n) ? n : fallback;
}

/** TRUST_PROXY: unset/"false" = off, "1" = one hop, "127.0.0.1,10.0.0.0/8" = those proxies. */
export function trustProxyFrom(value: string | undefined): false | number | string[] {
  const text = (value ?? '').trim();
  if (text === '' || text.toLowerCase() === 'false') return false;
  if (/^\d+$/.test(text)) return Number(text);
  return text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

/** PUBLIC_URL: an http(s) URL without query or fragment, kept without its trailing slash; unset or '' = none. */
export function publicUrlFrom(value: string | undefined): string | undefined {
  const text = (value ?? '').trim();
  if (text === '') return undefined;
  let url: URL | undefined;
  try {
    url = new URL(text);
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.search || url.hash || url.username || url.password) {
    throw new Error(`PUBLIC_URL must be an http(s) URL such as https://steelworks.example.com, not "${text}"`);
  }
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const databaseUrl = env.DATABASE_URL || undefined;
  const publicUrl = publicUrlFrom(env.PUBLIC_URL);
  return {
    production: env.NODE_ENV === 'production',
    port: numberFrom(env.PORT, 8000),
    host: env.HOST || '0.0.0.0',
    databaseUrl,
    dataDir: path.resolve(env.DATA_DIR || 'data'),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Steelworks <no-reply@steelworks.local>',
    redisUrl: env.REDIS_URL || undefined,
    redisPrefix: env.REDIS_PREFIX || 'steelworks:',
    timeZone: env.TIME_ZONE || DEFAULT_TIME_ZONE,
    materialsLeadDays: numberFrom(env.MATERIALS_LEAD_DAYS, DEFAULT_MATERIALS_LEAD_DAYS),
    tokenIdleDays: numberFrom(env.TOKEN_IDLE_DAYS, 7),
    tokenMaxDays: numberFrom(env.TOKEN_MAX_DAYS, 30),
    rateLimitPerMinute: numberFrom(env.RATE_LIMIT_PER_MINUTE, 600),
    loginFailuresAllowed: numberFrom(env.LOGIN_FAILURES_ALLOWED, 10),
    forgotPasswordPerAddress: numberFrom(env.FORGOT_PASSWORD_PER_ADDRESS, 20),
    uploadMaxBytes: numberFrom(env.UPLOAD_MAX_BYTES, 5 * 1024 * 1024),
    seedDemo: env.SEED_DEMO ? env.SEED_DEMO === 'true' : !databaseUrl,
    webDist: env.WEB_DIST === '' ? undefined : path.resolve(env.WEB_DIST || path.join(import.meta.dirname, '../../web/dist')),
    logLevel: env.LOG_LEVEL || 'info',
    s3: s3OptionsFrom(env),
    trustProxy: trustProxyFrom(env.TRUST_PROXY),
    mapTileUrl: env.MAP_TILE_URL || 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    mapTileAttribution: env.MAP_TILE_ATTRIBUTION || '&copy; OpenStreetMap contributors',
    googleMapApiKey: env.GOOGLE_MAP_API_KEY || '',
    geocoderUrl: env.GEOCODER_URL || undefined,
    fieldSiteRadiusM: numberFrom(env.FIELD_SITE_RADIUS_M, 200),
    deviceClockToleranceSeconds: Math.max(0, numberFrom(env.DEVICE_CLOCK_TOLERANCE_SECONDS, 120)),
    shutdownGraceSeconds: numberFrom(env.SHUTDOWN_GRACE_SECONDS, 30),
    metricsPort: env.METRICS_PORT ? numberFrom(env.METRICS_PORT, 0) || undefined : undefined,
    publicUrl,
    notify: notifyOptionsFrom(env, publicUrl),
  };
}
