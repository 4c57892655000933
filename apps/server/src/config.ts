import net from 'node:net';
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

const DEFAULT_WEBHOOK_TEMPLATE = '{"to":"{{to}}","text":"{{text}}","channel":"{{channel}}","event":"{{event}}","link":"{{link}}"}';

/** The template with each placeholder replaced by its value, JSON-escaped (so a quote in a name cannot break the body). */
export function renderWebhookTemplate(template: string, values: Record<'to' | 'text' | 'channel' | 'event' | 'link', string>): string {
  return template.replace(/\{\{(to|text|channel|event|link)\}\}/g, (_, key: keyof typeof values) => JSON.stringify(values[key]).slice(1, -1));
}

function notifyOptionsFrom(env: NodeJS.ProcessEnv, publicUrl: string | undefined): NotifyOptions {
  const webhookTemplate = env.NOTIFY_WEBHOOK_TEMPLATE || DEFAULT_WEBHOOK_TEMPLATE;
  try {
    JSON.parse(renderWebhookTemplate(webhookTemplate, { to: '919800000000', text: 'a "text"\nline', channel: 'sms', event: 'order_shipped', link: '/orders/1' }));
  } catch {
    throw new ConfigError('NOTIFY_WEBHOOK_TEMPLATE must be JSON once its {{to}}, {{text}}, {{channel}}, {{event}} and {{link}} are filled in');
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
    pollSeconds: numberFrom(env, 'NOTIFY_POLL_SECONDS', 10),
  };
}

export type Config = {
  /** NODE_ENV=production: refuses demo data and demo passwords (lib/safe-defaults.ts). */
  production: boolean;
  port: number;
  host: string;
  /** A PostgreSQL server; when absent the embedded PGlite database under dataDir is used. */
  databaseUrl: string | undefined;
  /**
   * MIGRATION_DATABASE_URL: the role that owns the schema, used only to migrate and then to grant DATABASE_URL's role
   * its privileges (db/migrate.ts; docs/decisions/041). Unset: DATABASE_URL's role migrates when it may.
   */
  migrationDatabaseUrl: string | undefined;
  dataDir: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  redisUrl: string | undefined;
  /** Prefix of every Redis key, so several installs (or test runs) can share one Redis. */
  redisPrefix: string;
  timeZone: string;
  /** Days to wait for raw materials the free stock lacks, added to a promise and to approval (MATERIALS_LEAD_DAYS). */
  materialsLeadDays: number;
  /** Sheet nesting (docs/decisions/047): SHEET_KERF_MM, SHEET_MIN_REMNANT_MM and SHEET_NEST_STAGES. */
  sheetNest: { kerfMm: number; minRemnantMm: number; stages: 2 | 3 };
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
  /** Field app maps (docs/product/field-app.md#maps-and-place-search): an open tile map needs no key; place search asks a Nominatim-style URL. */
  mapTileUrl: string;
  mapTileAttribution: string;
  googleMapApiKey: string;
  geocoderUrl: string | undefined;
  /** The e-way bill API (EWB_API_*; docs/product/eway-bills.md#api): unset base URL = offline JSON only. Secrets are never logged. */
  ewbApi: { baseUrl: string | undefined; username: string; password: string; clientId: string; clientSecret: string; timeoutMs: number };
  /** The default geofence of a new field site, in metres. */
  fieldSiteRadiusM: number;
  /**
   * How far a phone's clock may be from the server's for its tap time to be believed (DEVICE_CLOCK_TOLERANCE_SECONDS,
   * default 120): beyond it a queued action takes the receive time, marked "clock differs" (docs/decisions/033).
   */
  deviceClockToleranceSeconds: number;
  /**
   * How far a receipt may pass what its purchase order line asked for, in percent (PURCHASE_OVER_RECEIPT_PERCENT,
   * default 5): beyond it only an admin with a reason receives it (docs/decisions/044-purchase-orders-and-receipts.md).
   */
  purchaseOverReceiptPercent: number;
  /**
   * How far a supplier bill line may differ from what was received (PURCHASE_BILL_QUANTITY_TOLERANCE_PERCENT, default
   * 2) and from the order's rate (PURCHASE_BILL_RATE_TOLERANCE_PERCENT, default 0) before the bill needs a reason
   * (docs/decisions/051-supplier-bills-and-payables.md).
   */
  purchaseBillQuantityTolerancePercent: number;
  purchaseBillRateTolerancePercent: number;
  /**
   * The shop's turnover of the last financial year passed 10 crore (PURCHASE_TDS_194Q=true, default false): a supplier
   * bill then deducts TDS under s.194Q (docs/decisions/051-supplier-bills-and-payables.md).
   */
  purchaseTds194Q: boolean;
  /** How long a stopping process lets requests and streams in flight finish (SHUTDOWN_GRACE_SECONDS). */
  shutdownGraceSeconds: number;
  /**
   * SHUTDOWN_DRAIN_SECONDS: after SIGTERM, how long readiness answers "draining" while the process still serves every
   * request, so the proxy takes it out before it stops accepting (lib/shutdown.ts). Default 5 with DATABASE_URL, 0 on
   * the embedded database (one process: no other to take over).
   */
  shutdownDrainSeconds: number;
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
  /** Documents as PDF and their signed links (issue 48, docs/decisions/046-documents-as-pdf.md). */
  documents: DocumentOptions;
  settingsSecret: SettingsSecret;
};

type DocumentOptions = {
  /** CHROMIUM_PATH: the headless browser that prints a document's page to PDF; unset, PDFs answer 503. */
  chromiumPath: string | undefined;
  /** DOCUMENT_LINK_DAYS: how long a link sent by WhatsApp or SMS opens its document. */
  linkDays: number;
  /** DOCUMENT_LINK_SECRET: the HMAC key of the links; unset, one is made on first use and kept in the database. */
  linkSecret: string | undefined;
};

/** SETTINGS_SECRET: the key that encrypts API secrets saved in the settings (lib/secrets.ts); unset, none can be saved. */
type SettingsSecret = string | undefined;

/**
 * A setting the server cannot start with. main.ts logs it as one JSON line (never a stack) and exits with 78
 * (EX_CONFIG), which the systemd unit does not restart: a restart cannot mend a setting.
 */
export class ConfigError extends Error {}

/** systemd keeps a `# comment` on a setting's line as part of the value: the commonest way to break a setting. */
function refuse(name: string, value: string, wanted: string): never {
  const comment = value.includes('#') ? ' A "# comment" on the line of a setting is part of its value: put comments on lines of their own.' : '';
  throw new ConfigError(`${name} is "${value}": ${wanted}.${comment}`);
}

/** A number setting: unset or empty gives the default; anything else that is not a number is refused. */
function numberFrom(env: NodeJS.ProcessEnv, name: string, fallback: number, options: { integer?: boolean; min?: number; max?: number } = {}): number {
  const value = env[name];
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value.trim());
  const { integer = false, min = -Infinity, max = Infinity } = options;
  if (!Number.isFinite(n) || (integer && !Number.isInteger(n)) || n < min || n > max) {
    refuse(name, value, `expected ${integer ? 'a whole number' : 'a number'}${min > -Infinity ? ` from ${min}` : ''}${max < Infinity ? ` to ${max}` : ''}`);
  }
  return n;
}

const portFrom = (env: NodeJS.ProcessEnv, name: string, fallback: number) => numberFrom(env, name, fallback, { integer: true, min: 1, max: 65535 });

/** HOST: an IPv4 or IPv6 address or a host name, nothing else (a trailing comment made the listen fail after migrating). */
function hostFrom(value: string | undefined): string {
  if (value === undefined || value === '') return '0.0.0.0';
  if (!/^[A-Za-z0-9.:_-]+$/.test(value) || value.startsWith('-')) refuse('HOST', value, 'expected an address such as 127.0.0.1, 0.0.0.0 or ::');
  return value;
}

/** A URL setting (DATABASE_URL, REDIS_URL, SMTP_URL...): one of the protocols, no spaces, no #fragment. */
function urlFrom(env: NodeJS.ProcessEnv, name: string, protocols: string[]): string | undefined {
  const value = env[name];
  if (value === undefined || value === '') return undefined;
  let url: URL | undefined;
  try {
    url = /\s/.test(value) ? undefined : new URL(value);
  } catch {
    url = undefined;
  }
  if (!url || !protocols.includes(url.protocol) || url.hash) refuse(name, value, `expected a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}`);
  return value;
}

/** MAIL_FROM: `Name <address>` or a bare address (quote it in the env file: it holds spaces and <>). */
function mailFromOf(value: string | undefined): string {
  if (value === undefined || value === '') return 'Steelworks <no-reply@steelworks.local>';
  if (!/^([^<>]*<[^<>\s]+@[^<>\s]+>|[^<>\s]+@[^<>\s]+)$/.test(value.trim())) refuse('MAIL_FROM', value, 'expected Name <address@example.com> or address@example.com');
  return value.trim();
}

/** TRUST_PROXY: unset/"false" = off, "1" = one hop, "127.0.0.1,10.0.0.0/8" = those proxies. */
export function trustProxyFrom(value: string | undefined): false | number | string[] {
  const text = (value ?? '').trim();
  if (text === '' || text.toLowerCase() === 'false') return false;
  if (/^\d+$/.test(text)) return Number(text);
  const proxies = text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  for (const proxy of proxies) {
    const [address, bits, ...rest] = proxy.split('/');
    const named = ['loopback', 'linklocal', 'uniquelocal'].includes(proxy);
    if (!named && (!net.isIP(address!) || rest.length > 0 || (bits !== undefined && !/^\d{1,3}$/.test(bits)))) {
      refuse('TRUST_PROXY', text, 'expected a hop count (1) or addresses and CIDRs separated by commas (127.0.0.1,10.0.0.0/8)');
    }
  }
  return proxies;
}

/** PUBLIC_URL: an http(s) URL without query or fragment, kept without its trailing slash; unset or '' = none. */
function publicUrlFrom(value: string | undefined): string | undefined {
  const text = (value ?? '').trim();
  if (text === '') return undefined;
  let url: URL | undefined;
  try {
    url = new URL(text);
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.search || url.hash || url.username || url.password) {
    refuse('PUBLIC_URL', text, 'expected an http(s) URL such as https://steelworks.example.com, without a query');
  }
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

const POSTGRES_PROTOCOLS = ['postgres:', 'postgresql:'];

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const databaseUrl = urlFrom(env, 'DATABASE_URL', POSTGRES_PROTOCOLS);
  const publicUrl = publicUrlFrom(env.PUBLIC_URL);
  const port = portFrom(env, 'PORT', 8000);
  const metricsPort = env.METRICS_PORT ? portFrom(env, 'METRICS_PORT', 0) : undefined;
  if (metricsPort === port) refuse('METRICS_PORT', String(metricsPort), 'expected a port of its own, not the PORT of the API');
  return {
    production: env.NODE_ENV === 'production',
    port,
    host: hostFrom(env.HOST),
    databaseUrl,
    migrationDatabaseUrl: urlFrom(env, 'MIGRATION_DATABASE_URL', POSTGRES_PROTOCOLS),
    dataDir: path.resolve(env.DATA_DIR || 'data'),
    smtpUrl: urlFrom(env, 'SMTP_URL', ['smtp:', 'smtps:']),
    mailFrom: mailFromOf(env.MAIL_FROM),
    redisUrl: urlFrom(env, 'REDIS_URL', ['redis:', 'rediss:']),
    redisPrefix: env.REDIS_PREFIX || 'steelworks:',
    timeZone: env.TIME_ZONE || DEFAULT_TIME_ZONE,
    materialsLeadDays: numberFrom(env, 'MATERIALS_LEAD_DAYS', DEFAULT_MATERIALS_LEAD_DAYS, { min: 0 }),
    sheetNest: {
      kerfMm: numberFrom(env, 'SHEET_KERF_MM', 0, { integer: true, min: 0, max: 20 }),
      minRemnantMm: numberFrom(env, 'SHEET_MIN_REMNANT_MM', 300, { integer: true, min: 1, max: 3000 }),
      stages: numberFrom(env, 'SHEET_NEST_STAGES', 3, { integer: true, min: 2, max: 3 }) as 2 | 3,
    },
    tokenIdleDays: numberFrom(env, 'TOKEN_IDLE_DAYS', 7, { min: 0 }),
    tokenMaxDays: numberFrom(env, 'TOKEN_MAX_DAYS', 30, { min: 0 }),
    rateLimitPerMinute: numberFrom(env, 'RATE_LIMIT_PER_MINUTE', 600, { integer: true, min: 1 }),
    loginFailuresAllowed: numberFrom(env, 'LOGIN_FAILURES_ALLOWED', 10, { integer: true, min: 1 }),
    forgotPasswordPerAddress: numberFrom(env, 'FORGOT_PASSWORD_PER_ADDRESS', 20, { integer: true, min: 1 }),
    uploadMaxBytes: numberFrom(env, 'UPLOAD_MAX_BYTES', 5 * 1024 * 1024, { integer: true, min: 1 }),
    seedDemo: env.SEED_DEMO ? env.SEED_DEMO === 'true' : !databaseUrl,
    webDist: env.WEB_DIST === '' ? undefined : path.resolve(env.WEB_DIST || path.join(import.meta.dirname, '../../web/dist')),
    logLevel: env.LOG_LEVEL || 'info',
    s3: s3OptionsFrom(env),
    trustProxy: trustProxyFrom(env.TRUST_PROXY),
    mapTileUrl: env.MAP_TILE_URL || 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    mapTileAttribution: env.MAP_TILE_ATTRIBUTION || '&copy; OpenStreetMap contributors',
    googleMapApiKey: env.GOOGLE_MAP_API_KEY || '',
    geocoderUrl: env.GEOCODER_URL || undefined,
    ewbApi: {
      baseUrl: env.EWB_API_URL || undefined,
      username: env.EWB_API_USERNAME || '',
      password: env.EWB_API_PASSWORD || '',
      clientId: env.EWB_API_CLIENT_ID || '',
      clientSecret: env.EWB_API_CLIENT_SECRET || '',
      timeoutMs: numberFrom(env, 'EWB_API_TIMEOUT_SECONDS', 20, { min: 1 }) * 1000,
    },
    fieldSiteRadiusM: numberFrom(env, 'FIELD_SITE_RADIUS_M', 200, { min: 0 }),
    deviceClockToleranceSeconds: Math.max(0, numberFrom(env, 'DEVICE_CLOCK_TOLERANCE_SECONDS', 120)),
    purchaseOverReceiptPercent: numberFrom(env, 'PURCHASE_OVER_RECEIPT_PERCENT', 5, { integer: true, min: 0, max: 100 }),
    purchaseBillQuantityTolerancePercent: numberFrom(env, 'PURCHASE_BILL_QUANTITY_TOLERANCE_PERCENT', 2, { min: 0, max: 100 }),
    purchaseBillRateTolerancePercent: numberFrom(env, 'PURCHASE_BILL_RATE_TOLERANCE_PERCENT', 0, { min: 0, max: 100 }),
    purchaseTds194Q: env.PURCHASE_TDS_194Q === 'true',
    shutdownGraceSeconds: numberFrom(env, 'SHUTDOWN_GRACE_SECONDS', 30, { min: 0 }),
    // The embedded database has one process, so no other one to take over its requests: nothing to drain.
    shutdownDrainSeconds: numberFrom(env, 'SHUTDOWN_DRAIN_SECONDS', databaseUrl ? 5 : 0, { min: 0 }),
    metricsPort,
    publicUrl,
    notify: notifyOptionsFrom(env, publicUrl),
    documents: {
      chromiumPath: env.CHROMIUM_PATH || undefined,
      linkDays: numberFrom(env, 'DOCUMENT_LINK_DAYS', 14, { min: 0.01, max: 366 }),
      linkSecret: linkSecretFrom(env.DOCUMENT_LINK_SECRET),
    },
    settingsSecret: settingsSecretFrom(env.SETTINGS_SECRET),
  };
}

function settingsSecretFrom(value: string | undefined): SettingsSecret {
  if (!value) return undefined;
  if (value.length < 32) refuse('SETTINGS_SECRET', '(hidden)', 'expected at least 32 characters');
  return value;
}

/** A key an attacker cannot guess: at least 32 characters. */
function linkSecretFrom(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (value.length < 32) refuse('DOCUMENT_LINK_SECRET', '(hidden)', 'expected at least 32 characters');
  return value;
}
