/**
 * The ways a notification leaves the building (issue 34): web push, and WhatsApp or SMS through a generic webhook or a
 * ready adapter (Meta WhatsApp Cloud API, MSG91), all over plain fetch so tests point them at a local server. Each
 * answers what happened in words the admin's delivery log can show; none ever puts a key or token in them.
 */
import webpush from 'web-push';
import { eq, inArray } from 'drizzle-orm';
import type { NotificationEvent } from '@steelworks/contract/notification';
import { renderWebhookTemplate, type Config, type NotifyOptions } from '../../config';
import type { DbOrTx } from '../../db/client';
import { notificationSettings, pushSubscriptions } from './notification.table';

/** sent; failed (tried again after a pause, up to the limit); skipped (never: nowhere to send); unknown (the lease runs out). */
export type SendResult =
  | { outcome: 'sent'; note?: string }
  | { outcome: 'failed'; error: string; final?: boolean }
  | { outcome: 'skipped'; error: string }
  | { outcome: 'unknown'; error: string };

export type OutsideMessage = { to: string; title: string; body: string; link: string; event: NotificationEvent };

/** A request to a provider gives up after this; the delivery lease is many times longer. */
export const SEND_LIMIT_MS = 20_000;

/** Which provider carries WhatsApp and SMS, or undefined when the channel is not configured. */
export function webhookChannels(config: Pick<Config, 'notify'>): { whatsapp?: 'meta' | 'webhook'; sms?: 'msg91' | 'webhook' } {
  const n = config.notify;
  return {
    whatsapp: n.whatsappToken && n.whatsappPhoneNumberId ? 'meta' : n.webhookUrl ? 'webhook' : undefined,
    sms: n.msg91AuthKey && n.msg91TemplateId ? 'msg91' : n.webhookUrl ? 'webhook' : undefined,
  };
}

/** An account's phone in international digits (91 + ten digits), or undefined without one. */
export function internationalPhone(phone: string, countryCode: string): string | undefined {
  const digits = phone.replace(/\D/g, '');
  if (digits.length === 0) return undefined;
  return digits.length === 10 ? `${countryCode}${digits}` : digits;
}

/** The one text of WhatsApp and SMS: title, body, and the link (absolute under PUBLIC_URL). */
export function plainText(message: { title: string; body: string }, link: string): string {
  return [message.title, message.body, link].filter(Boolean).join('\n');
}

/** Sends one WhatsApp or SMS message through the configured provider. */
export async function sendPhoneMessage(
  channel: 'whatsapp' | 'sms',
  message: OutsideMessage,
  options: NotifyOptions,
  doFetch: typeof fetch = fetch,
): Promise<SendResult> {
  const provider = webhookChannels({ notify: options })[channel];
  const text = plainText(message, message.link);
  if (provider === 'meta') {
    const payload = options.whatsappTemplate
      ? {
          messaging_product: 'whatsapp',
          to: message.to,
          type: 'template',
          template: {
            name: options.whatsappTemplate,
            language: { code: options.whatsappTemplateLanguage },
            components: [{ type: 'body', parameters: [{ type: 'text', text }] }],
          },
        }
      : { messaging_product: 'whatsapp', to: message.to, type: 'text', text: { body: text, preview_url: false } };
    return post(doFetch, `${options.whatsappApiUrl}/${encodeURIComponent(options.whatsappPhoneNumberId!)}/messages`, JSON.stringify(payload), {
      authorization: `Bearer ${options.whatsappToken}`,
    });
  }
  if (provider === 'msg91') {
    const recipient = { mobiles: message.to, [options.msg91TextVar]: text };
    const payload = { template_id: options.msg91TemplateId, short_url: '0', ...(options.msg91Sender ? { sender: options.msg91Sender } : {}), recipients: [recipient] };
    return post(doFetch, `${options.msg91ApiUrl}/api/v5/flow/`, JSON.stringify(payload), { authkey: options.msg91AuthKey! }, (answer) =>
      // MSG91 answers 200 with {"type": "error"} for a refused request.
      /"type"\s*:\s*"error"/.test(answer) ? `MSG91 refused: ${answer.slice(0, 200)}` : undefined,
    );
  }
  if (provider === 'webhook') {
    const body = renderWebhookTemplate(options.webhookTemplate, { to: message.to, text, channel, event: message.event, link: message.link });
    return post(doFetch, options.webhookUrl!, body, options.webhookKey ? { authorization: `Bearer ${options.webhookKey}` } : {});
  }
  return { outcome: 'skipped', error: `${channel === 'whatsapp' ? 'WhatsApp' : 'SMS'} is not configured` };
}

/** One POST of JSON; 2xx is sent, 4xx (but 408 and 429) will not get better by trying again. */
async function post(
  doFetch: typeof fetch,
  url: string,
  body: string,
  headers: Record<string, string>,
  refusal?: (answer: string) => string | undefined,
): Promise<SendResult> {
  let response: Response;
  try {
    response = await doFetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body,
      signal: AbortSignal.timeout(SEND_LIMIT_MS),
    });
  } catch (error) {
    return failureOf(error);
  }
  const answer = await response.text().catch(() => '');
  if (response.ok) {
    const refused = refusal?.(answer);
    return refused ? { outcome: 'failed', error: refused } : { outcome: 'sent' };
  }
  const final = response.status >= 400 && response.status < 500 && response.status !== 408 && response.status !== 429;
  return { outcome: 'failed', error: `HTTP ${response.status}: ${answer.slice(0, 200)}`.trim(), final };
}

/** A timeout leaves the outcome unknown (the provider may have it); a refused connection is a plain failure. */
function failureOf(error: unknown): SendResult {
  const err = error as Error & { cause?: { code?: string; message?: string } };
  if (err.name === 'TimeoutError' || err.name === 'AbortError') return { outcome: 'unknown', error: `no answer within ${SEND_LIMIT_MS / 1000} s` };
  return { outcome: 'failed', error: (err.cause?.code ?? err.cause?.message ?? err.message).slice(0, 300) };
}

// --- Web push -----------------------------------------------------------------------------------------------------

export type VapidKeys = { publicKey: string; privateKey: string };

/**
 * The VAPID key pair, made on first use and kept in the database. Two processes starting at once both try to insert;
 * ON CONFLICT keeps the first, and both then read the same pair.
 */
export async function ensureVapidKeys(db: DbOrTx): Promise<VapidKeys> {
  const read = async () =>
    (await db.select({ value: notificationSettings.value }).from(notificationSettings).where(eq(notificationSettings.key, 'vapid')))[0]
      ?.value as VapidKeys | undefined;
  const found = await read();
  if (found) return found;
  await db.insert(notificationSettings).values({ key: 'vapid', value: webpush.generateVAPIDKeys() }).onConflictDoNothing();
  return (await read())!;
}

/**
 * Sends `{title, body, link}` to every phone of the account (the service worker shows it). A push service's 404 or 410
 * means the subscription is gone: it is removed. Sent when at least one phone took it.
 */
export async function sendPush(
  db: DbOrTx,
  accountId: number,
  payload: { title: string; body: string; link: string },
  keys: VapidKeys,
  subject: string,
  doFetch: typeof fetch = fetch,
): Promise<SendResult> {
  const subscriptions = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.accountId, accountId));
  if (subscriptions.length === 0) return { outcome: 'skipped', error: 'No phone has turned on notifications' };
  let sent = 0;
  const gone: number[] = [];
  const errors: string[] = [];
  let unknown = false;
  for (const subscription of subscriptions) {
    const details = webpush.generateRequestDetails(
      { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
      JSON.stringify(payload),
      { vapidDetails: { subject, publicKey: keys.publicKey, privateKey: keys.privateKey }, TTL: 24 * 60 * 60, contentEncoding: 'aes128gcm' },
    );
    try {
      const response = await doFetch(details.endpoint, {
        method: details.method,
        headers: details.headers as Record<string, string>,
        body: details.body as Buffer,
        signal: AbortSignal.timeout(SEND_LIMIT_MS),
      });
      if (response.ok) sent += 1;
      else if (response.status === 404 || response.status === 410) gone.push(subscription.id);
      else errors.push(`HTTP ${response.status} from ${new URL(subscription.endpoint).host}`);
    } catch (error) {
      const failure = failureOf(error);
      if (failure.outcome === 'unknown') unknown = true;
      errors.push('error' in failure ? failure.error : 'failed');
    }
  }
  if (gone.length > 0) await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, gone));
  if (sent > 0) return { outcome: 'sent', note: errors.length ? errors.join('; ') : undefined };
  if (errors.length === 0) return { outcome: 'skipped', error: 'The phones turned notifications off (subscriptions removed)' };
  return unknown ? { outcome: 'unknown', error: errors.join('; ') } : { outcome: 'failed', error: errors.join('; ') };
}
