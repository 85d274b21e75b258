import { lookup } from 'node:dns/promises';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/** Resolves a host name to its addresses (the system resolver by default; tests map names to 127.0.0.1). */
export type HostResolver = (hostname: string) => Promise<string[]>;

export const systemResolver: HostResolver = async (hostname) =>
  (await lookup(hostname, { all: true, verbatim: true })).map((entry) => entry.address);

/** Where webhooks may go: public addresses only, unless WEBHOOK_ALLOW_PRIVATE (self-hosters, the test suite). */
export interface WebhookPolicy {
  allowPrivate: boolean;
  resolve: HostResolver;
}

export const DEFAULT_WEBHOOK_POLICY: WebhookPolicy = { allowPrivate: false, resolve: systemResolver };

/** A webhook target that may not be used, with a message that says why (shown to the GM). */
export class UnsafeTargetError extends Error {
  override readonly name = 'UnsafeTargetError';
}

const RANGES: readonly [string, number, 'ipv4' | 'ipv6', string][] = [
  ['0.0.0.0', 8, 'ipv4', 'this network'],
  ['10.0.0.0', 8, 'ipv4', 'private'],
  ['100.64.0.0', 10, 'ipv4', 'carrier-grade NAT'],
  ['127.0.0.0', 8, 'ipv4', 'loopback'],
  ['169.254.0.0', 16, 'ipv4', 'link-local'],
  ['172.16.0.0', 12, 'ipv4', 'private'],
  ['192.0.0.0', 24, 'ipv4', 'IETF protocol assignments'],
  ['192.0.2.0', 24, 'ipv4', 'documentation'],
  ['192.88.99.0', 24, 'ipv4', '6to4 relay'],
  ['192.168.0.0', 16, 'ipv4', 'private'],
  ['198.18.0.0', 15, 'ipv4', 'benchmarking'],
  ['198.51.100.0', 24, 'ipv4', 'documentation'],
  ['203.0.113.0', 24, 'ipv4', 'documentation'],
  ['224.0.0.0', 4, 'ipv4', 'multicast'],
  ['240.0.0.0', 4, 'ipv4', 'reserved'],
  ['::', 128, 'ipv6', 'unspecified'],
  ['::1', 128, 'ipv6', 'loopback'],
  ['::ffff:0:0', 96, 'ipv6', 'IPv4-mapped'],
  ['::', 96, 'ipv6', 'IPv4-compatible'],
  ['64:ff9b::', 96, 'ipv6', 'NAT64'],
  ['64:ff9b:1::', 48, 'ipv6', 'NAT64'],
  ['100::', 64, 'ipv6', 'discard'],
  ['2001::', 23, 'ipv6', 'IETF protocol assignments'],
  ['2001:db8::', 32, 'ipv6', 'documentation'],
  ['2002::', 16, 'ipv6', '6to4'],
  ['fc00::', 7, 'ipv6', 'unique local'],
  ['fe80::', 10, 'ipv6', 'link-local'],
  ['fec0::', 10, 'ipv6', 'site-local'],
  ['ff00::', 8, 'ipv6', 'multicast'],
];

const blocks = RANGES.map(([network, prefix, family, reason]) => {
  const list = new BlockList();
  list.addSubnet(network, prefix, family);
  return { list, family, reason };
});

/**
 * Why `address` may not receive webhooks (loopback, private, link-local, CGNAT, multicast, IPv6 ULA /
 * link-local / IPv4-mapped...), or null for a public address.
 */
export function forbiddenReason(address: string): string | null {
  const version = isIP(address);
  if (version === 0) return 'not an IP address';
  const family = version === 4 ? 'ipv4' : 'ipv6';
  for (const block of blocks) {
    if (block.family === family && block.list.check(address, family)) return block.reason;
  }
  return null;
}

export interface ResolvedTarget {
  url: URL;
  /** The address the connection is pinned to (checked; DNS is not asked again when connecting). */
  address: string;
  family: 4 | 6;
}

/**
 * Parses a webhook URL, resolves its host and checks EVERY address it resolves to. Throws UnsafeTargetError
 * for a non-http(s) URL, a host that does not resolve, or (unless the policy allows private targets) any
 * non-public address. The first address is returned for the connection to be pinned to it, so a DNS answer
 * that changes between the check and the connection (rebinding) cannot redirect the request.
 */
export async function resolveWebhookTarget(raw: string, policy: WebhookPolicy): Promise<ResolvedTarget> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new UnsafeTargetError('The webhook URL is not a valid URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new UnsafeTargetError('The webhook URL must use http or https');
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  let addresses: string[];
  if (isIP(host)) addresses = [host];
  else {
    try {
      addresses = await policy.resolve(host);
    } catch {
      addresses = [];
    }
    if (addresses.length === 0) throw new UnsafeTargetError(`The webhook host ${host} does not resolve`);
  }
  if (!policy.allowPrivate) {
    for (const address of addresses) {
      const reason = forbiddenReason(address);
      if (reason) {
        throw new UnsafeTargetError(
          `The webhook URL points to ${address} (${reason} address), which is not allowed: use a public address (a self-hosted server may set WEBHOOK_ALLOW_PRIVATE=1)`,
        );
      }
    }
  }
  const address = addresses[0]!;
  return { url, address, family: isIP(address) === 6 ? 6 : 4 };
}

/**
 * Settings time: refuses a webhook URL that resolves to a forbidden address (UnsafeTargetError). A host that
 * does not resolve yet is accepted: nothing can be sent to it, and delivery checks again anyway.
 */
export async function assertWebhookAllowed(raw: string, policy: WebhookPolicy): Promise<void> {
  try {
    await resolveWebhookTarget(raw, policy);
  } catch (error) {
    if (error instanceof UnsafeTargetError && /does not resolve/.test(error.message)) return;
    throw error;
  }
}

/**
 * POSTs JSON to a checked target, connected to the pinned address (TLS still verifies the certificate for
 * the host name), never following redirects (a 3xx is a failure), within `timeoutMs`.
 */
export async function postJsonPinned(target: ResolvedTarget, body: string, timeoutMs: number): Promise<number> {
  const pinned: LookupFunction = (_hostname, options, callback) => {
    if ((options as { all?: boolean }).all) (callback as unknown as (e: null, a: { address: string; family: number }[]) => void)(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  };
  const send = target.url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise<number>((resolve, reject) => {
    const request = send(target.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      lookup: pinned,
      timeout: timeoutMs,
    });
    const timer = setTimeout(() => request.destroy(new Error(`webhook timed out after ${timeoutMs} ms`)), timeoutMs);
    request.on('timeout', () => request.destroy(new Error(`webhook timed out after ${timeoutMs} ms`)));
    request.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    request.on('response', (response: IncomingMessage) => {
      clearTimeout(timer);
      response.resume(); // the body is not needed
      response.destroy();
      resolve(response.statusCode ?? 0);
    });
    request.end(body);
  });
}
