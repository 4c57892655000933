/**
 * How a web push leaves the building without being aimed inside it (issue 40, docs/decisions/034-notifications.md):
 * the endpoint must be https on a browser push service's host (the contract's pushEndpointProblem, checked when a
 * phone subscribes and again before each send), its host must resolve to public addresses only, and the connection
 * goes to exactly the addresses that were checked, so a DNS answer that changes between the check and the connect
 * (rebinding) cannot move it.
 */
import dns from 'node:dns';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/** A push service that has not answered by then has its outcome unknown; short, so one slow phone delays no one. */
const PUSH_LIMIT_MS = 5_000;

/** A host name to the addresses it resolves to (every one of them, IPv4 and IPv6). */
export type Resolve = (host: string) => Promise<string[]>;

/** One POST to a push endpoint, connecting to `addresses` only; answers the HTTP status. */
export type PushTransport = (request: {
  url: string;
  addresses: string[];
  headers: Record<string, string>;
  body: Buffer;
  signal: AbortSignal;
}) => Promise<number>;

/** What sendPush uses to reach the push services; tests put a resolver and a transport of their own. */
export type PushNetwork = { resolve: Resolve; transport: PushTransport; timeoutMs: number };

/** The system resolver, as a connection would use it (getaddrinfo: /etc/hosts included). */
const resolveHost: Resolve = async (host) => (await dns.promises.lookup(host, { all: true, verbatim: true })).map((entry) => entry.address);

const specialIpv4 = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network", the unspecified address
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, cloud metadata services
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relays
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  specialIpv4.addSubnet(network, prefix, 'ipv4');
}

/** IPv6 on the internet is global unicast (2000::/3): loopback, unspecified, mapped IPv4, unique-local, link-local and multicast are not in it. */
const globalIpv6 = new BlockList();
globalIpv6.addSubnet('2000::', 3, 'ipv6');
const specialIpv6 = new BlockList();
for (const [network, prefix] of [
  ['2001::', 23], // IETF protocol assignments (Teredo, benchmarking, ORCHID)
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4: an IPv4 address inside
  ['3fff::', 20], // documentation
] as const) {
  specialIpv6.addSubnet(network, prefix, 'ipv6');
}

/** True for an address on the public internet; false for private, loopback, link-local, reserved and the like. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !specialIpv4.check(address, 'ipv4');
  if (family === 6 && !address.includes('%')) return globalIpv6.check(address, 'ipv6') && !specialIpv6.check(address, 'ipv6');
  return false;
}

/** The host's addresses when every one is public; a refusal in words for the delivery log otherwise. */
export async function publicAddressesOf(host: string, resolve: Resolve): Promise<{ addresses: string[] } | { refused: string }> {
  const addresses = await resolve(host);
  if (addresses.length === 0) return { refused: `${host} resolves to no address` };
  const inside = addresses.filter((address) => !isPublicAddress(address));
  if (inside.length > 0) return { refused: `${host} resolves to ${inside.join(', ')}, not a public address: not sent` };
  return { addresses };
}

/** A lookup that answers the checked addresses and never asks DNS again. */
function pinnedLookup(addresses: string[]): LookupFunction {
  const entries = addresses.map((address) => ({ address, family: isIP(address) }));
  return (_hostname, options, callback) => {
    if (options.all) return callback(null, entries);
    const entry = entries.find((e) => !options.family || e.family === options.family) ?? entries[0]!;
    callback(null, entry.address, entry.family);
  };
}

/**
 * POSTs over https to the checked addresses (the certificate is still checked against the endpoint's host name).
 * Answers the status as soon as it arrives; the body (a push service sends a line at most) is read and dropped.
 */
export const postToAddresses: PushTransport = ({ url, addresses, headers, body, signal }) =>
  new Promise((resolve, reject) => {
    const request = https.request(url, { method: 'POST', headers, signal, lookup: pinnedLookup(addresses) }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on('error', reject);
    request.end(body);
  });

export const defaultPushNetwork: PushNetwork = { resolve: resolveHost, transport: postToAddresses, timeoutMs: PUSH_LIMIT_MS };

/** The work's answer, or a TimeoutError when `deadline` fires first (also for work that ignores the signal). */
export function beforeDeadline<T>(work: Promise<T>, deadline: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(deadline.reason);
    if (deadline.aborted) return onAbort();
    deadline.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => deadline.removeEventListener('abort', onAbort));
  });
}
