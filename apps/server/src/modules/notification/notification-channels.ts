/**
 * The ways a notification leaves the building (issue 34): web push, and WhatsApp or SMS through a generic webhook or a
 * ready adapter (Meta WhatsApp Cloud API, MSG91) over plain fetch, and web push through push-network.ts, so tests point
 * them at a local server. Each answers what happened in words the admin's delivery log can show; none ever puts a key or token in them.
 */
import webpush from 'web-push';
import { desc, eq, inArray } from 'drizzle-orm';
import { fillLink } from '@steelworks/contract/documents';
import { pushEndpointProblem, type NotificationEvent } from '@steelworks/contract/notification';
import { renderWebhookTemplate, type Config, type NotifyOptions } from '../../config';
import type { DbOrTx } from '../../db/client';
import { notificationSettings, pushSubscriptions } from './notification.table';
import { beforeDeadline, defaultPushNetwork, publicAddressesOf, type PushNetwork } from './push-network';

type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

/** sent; failed (tried again after a pause, up to the limit); skipped (never: nowhere to send); unknown (the lease runs out). */
export type SendResult =
  | { outcome: 'sent'; note?: string }
  | { outcome: 'failed'; error: string; final?: boolean }
  | { outcome: 'skipped'; error: string }
  | { outcome: 'unknown'; error: string };

export type OutsideMessage = {
  to: string;
  title: string;
  body: string;
  link: string;
  event: NotificationEvent;
  /** The approved WhatsApp template that carries a document (the admin's setting, docs/product/sending.md#texts); empty: none. */
  documentTemplate?: string;
};

/** A request to a provider gives up after this; the delivery lease is many times longer. */
const SEND_LIMIT_MS = 20_000;

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

/** The one text of WhatsApp and SMS: title, body, and the link (absolute under PUBLIC_URL) where the body puts {link}, else last. */
export function plainText(message: { title: string; body: string }, link: string): string {
  return fillLink([message.title, message.body].filter(Boolean).join('\n'), link);
}

/**
 * What Meta's Cloud API is asked to deliver: a document (the PDF fetched from the signed link) for a document sent, as
 * the document template when the admin named one (Meta delivers only templates outside 24 hours of the dealer's last
 * message); otherwise the WHATSAPP_TEMPLATE text template, or plain text.
 */
function metaMessage(message: OutsideMessage, options: NotifyOptions, text: string): Record<string, unknown> {
  const isDocument = message.event === 'document_sent' || message.event === 'document_auto';
  const document = { link: message.link, filename: `${message.title.replace(/[^A-Za-z0-9]+/g, '-')}.pdf` };
  const caption = fillLink(message.body, message.body.includes('{link}') ? message.link : '');
  const template = (name: string, components: unknown[]) => ({ type: 'template', template: { name, language: { code: options.whatsappTemplateLanguage }, components } });
  if (isDocument && message.documentTemplate) {
    return template(message.documentTemplate, [
      { type: 'header', parameters: [{ type: 'document', document }] },
      { type: 'body', parameters: [{ type: 'text', text: caption }] },
    ]);
  }
  if (options.whatsappTemplate) return template(options.whatsappTemplate, [{ type: 'body', parameters: [{ type: 'text', text }] }]);
  if (isDocument) return { type: 'document', document: { ...document, caption } };
  return { type: 'text', text: { body: text, preview_url: false } };
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
    const payload = { messaging_product: 'whatsapp', to: message.to, ...metaMessage(message, options, text) };
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
  const err = error as Error & { code?: string; cause?: { code?: string; message?: string } };
  if (err.name === 'TimeoutError' || err.name === 'AbortError') return { outcome: 'unknown', error: `no answer within ${SEND_LIMIT_MS / 1000} s` };
  // fetch puts the network's code in `cause`; node:https on the error itself.
  return { outcome: 'failed', error: (err.cause?.code ?? err.code ?? err.cause?.message ?? err.message).slice(0, 300) };
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

/** A person's phones that get push; a new one past this takes the place of the oldest (notifications.service.ts). */
export const PUSH_DEVICES_PER_ACCOUNT = 10;

type PushOutcome = { sent: true } | { gone: true; why?: string } | { error: string; unknown?: boolean };

/**
 * Sends `{title, body, link}` to every phone of the account (the service worker shows it), all at once, each with its
 * own deadline (network.timeoutMs), so the slowest phone holds this delivery that long at most and never the ones
 * after it. A push service's 404 or 410 means the subscription is gone: it is removed, as is one stored before the
 * endpoint rules (docs/decisions/034-notifications.md) whose endpoint they refuse. Sent when at least one phone took it.
 */
export async function sendPush(
  db: DbOrTx,
  accountId: number,
  payload: { title: string; body: string; link: string },
  keys: VapidKeys,
  subject: string,
  network: PushNetwork = defaultPushNetwork,
): Promise<SendResult> {
  const subscriptions = await db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.accountId, accountId))
    .orderBy(desc(pushSubscriptions.id))
    .limit(PUSH_DEVICES_PER_ACCOUNT);
  if (subscriptions.length === 0) return { outcome: 'skipped', error: 'No phone has turned on notifications' };
  const outcomes = await Promise.all(subscriptions.map((subscription) => pushTo(subscription, JSON.stringify(payload), keys, subject, network)));
  const gone = subscriptions.filter((_, i) => 'gone' in outcomes[i]!).map((s) => s.id);
  if (gone.length > 0) await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, gone));
  const sent = outcomes.filter((o) => 'sent' in o).length;
  const errors = outcomes.flatMap((o) => ('error' in o ? [o.error] : 'gone' in o && o.why ? [o.why] : []));
  if (sent > 0) return { outcome: 'sent', note: errors.length ? errors.join('; ') : undefined };
  if (outcomes.every((o) => 'gone' in o)) {
    return { outcome: 'skipped', error: ['The phones turned notifications off (subscriptions removed)', ...errors].join('; ') };
  }
  const message = errors.join('; ');
  return outcomes.some((o) => 'unknown' in o && o.unknown) ? { outcome: 'unknown', error: message } : { outcome: 'failed', error: message };
}

/** One phone: the endpoint rules, the host's addresses all public, then the POST to exactly those addresses. */
async function pushTo(subscription: PushSubscriptionRow, payload: string, keys: VapidKeys, subject: string, network: PushNetwork): Promise<PushOutcome> {
  if (pushEndpointProblem(subscription.endpoint)) return { gone: true, why: 'Removed a subscription to an address that is no push service' };
  const host = new URL(subscription.endpoint).host;
  const deadline = AbortSignal.timeout(network.timeoutMs);
  try {
    const details = webpush.generateRequestDetails(
      { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
      payload,
      { vapidDetails: { subject, publicKey: keys.publicKey, privateKey: keys.privateKey }, TTL: 24 * 60 * 60, contentEncoding: 'aes128gcm' },
    );
    // Checked at every send, not only at subscribe: a name's answer can change (DNS rebinding).
    const checked = await beforeDeadline(publicAddressesOf(new URL(details.endpoint).hostname, network.resolve), deadline);
    if ('refused' in checked) return { error: checked.refused };
    const status = await beforeDeadline(
      network.transport({
        url: details.endpoint,
        addresses: checked.addresses,
        headers: details.headers as Record<string, string>,
        body: details.body as Buffer,
        signal: deadline,
      }),
      deadline,
    );
    if (status >= 200 && status < 300) return { sent: true };
    if (status === 404 || status === 410) return { gone: true };
    return { error: `HTTP ${status} from ${host}` };
  } catch (error) {
    if (deadline.aborted) return { error: `no answer within ${network.timeoutMs / 1000} s from ${host}`, unknown: true };
    const failure = failureOf(error);
    return { error: `${'error' in failure ? failure.error : 'failed'} (${host})` };
  }
}
