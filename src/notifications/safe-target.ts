import { lookup } from 'node:dns/promises';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/** Resolves a host name to its addresses (the system resolver by default; tests map names to 127.0.0.1). */
export type HostResolver = (hostname: string) => Promise<string[]>;

export const systemResolver: HostResolver = async (hostname) => (await lookup(hostname, { all: true, verbatim: true })).map((entry) => entry.address);

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

type Family = 'ipv4' | 'ipv6';

/**
 * Every range of the IANA IPv4 and IPv6 Special-Purpose Address Registries (iana-ipv4-special-registry,
 * iana-ipv6-special-registry, as of 2025), also those marked "globally reachable" (AS112, AMT, PCP/TURN
 * anycast: no webhook belongs there), plus IPv4 multicast. More specific ranges come first: the first match
 * names the reason. The embedding forms (IPv4-mapped, -compatible, -translated, NAT64, 6to4, Teredo) are
 * refused whatever IPv4 address they carry.
 */
const SPECIAL_RANGES: readonly [string, number, Family, string][] = [
  ['0.0.0.0', 8, 'ipv4', '"this network"'],
  ['10.0.0.0', 8, 'ipv4', 'private-use'],
  ['100.64.0.0', 10, 'ipv4', 'shared (carrier-grade NAT)'],
  ['127.0.0.0', 8, 'ipv4', 'loopback'],
  ['169.254.0.0', 16, 'ipv4', 'link-local'],
  ['172.16.0.0', 12, 'ipv4', 'private-use'],
  ['192.0.0.0', 29, 'ipv4', 'IPv4 service continuity'],
  ['192.0.0.8', 32, 'ipv4', 'IPv4 dummy'],
  ['192.0.0.9', 32, 'ipv4', 'PCP anycast'],
  ['192.0.0.10', 32, 'ipv4', 'TURN anycast'],
  ['192.0.0.170', 31, 'ipv4', 'NAT64/DNS64 discovery'],
  ['192.0.0.0', 24, 'ipv4', 'IETF protocol assignments'],
  ['192.0.2.0', 24, 'ipv4', 'documentation'],
  ['192.31.196.0', 24, 'ipv4', 'AS112'],
  ['192.52.193.0', 24, 'ipv4', 'AMT'],
  ['192.88.99.0', 24, 'ipv4', '6to4 relay anycast'],
  ['192.168.0.0', 16, 'ipv4', 'private-use'],
  ['192.175.48.0', 24, 'ipv4', 'AS112 direct delegation'],
  ['198.18.0.0', 15, 'ipv4', 'benchmarking'],
  ['198.51.100.0', 24, 'ipv4', 'documentation'],
  ['203.0.113.0', 24, 'ipv4', 'documentation'],
  ['224.0.0.0', 4, 'ipv4', 'multicast'],
  ['255.255.255.255', 32, 'ipv4', 'limited broadcast'],
  ['240.0.0.0', 4, 'ipv4', 'reserved'],
  ['::', 128, 'ipv6', 'unspecified'],
  ['::1', 128, 'ipv6', 'loopback'],
  ['::ffff:0:0', 96, 'ipv6', 'IPv4-mapped'],
  ['::ffff:0:0:0', 96, 'ipv6', 'IPv4-translated'],
  ['::', 96, 'ipv6', 'IPv4-compatible'],
  ['64:ff9b::', 96, 'ipv6', 'NAT64'],
  ['64:ff9b:1::', 48, 'ipv6', 'NAT64 local-use'],
  ['100::', 64, 'ipv6', 'discard-only'],
  ['100:0:0:1::', 64, 'ipv6', 'dummy IPv6 prefix'],
  ['2001::', 32, 'ipv6', 'Teredo'],
  ['2001:1::1', 128, 'ipv6', 'PCP anycast'],
  ['2001:1::2', 128, 'ipv6', 'TURN anycast'],
  ['2001:1::3', 128, 'ipv6', 'DNS-SD SRP anycast'],
  ['2001:2::', 48, 'ipv6', 'benchmarking'],
  ['2001:3::', 32, 'ipv6', 'AMT'],
  ['2001:4:112::', 48, 'ipv6', 'AS112'],
  ['2001:10::', 28, 'ipv6', 'ORCHID'],
  ['2001:20::', 28, 'ipv6', 'ORCHIDv2'],
  ['2001:30::', 28, 'ipv6', 'drone remote ID'],
  ['2001::', 23, 'ipv6', 'IETF protocol assignments'],
  ['2001:db8::', 32, 'ipv6', 'documentation'],
  ['2002::', 16, 'ipv6', '6to4'],
  ['2620:4f:8000::', 48, 'ipv6', 'AS112 direct delegation'],
  ['3fff::', 20, 'ipv6', 'documentation'],
  ['5f00::', 16, 'ipv6', 'SRv6 SIDs'],
  ['fc00::', 7, 'ipv6', 'unique-local'],
  ['fe80::', 10, 'ipv6', 'link-local'],
  ['fec0::', 10, 'ipv6', 'site-local'],
  ['ff00::', 8, 'ipv6', 'multicast'],
];

const blocks = SPECIAL_RANGES.map(([network, prefix, family, reason]) => {
  const list = new BlockList();
  list.addSubnet(network, prefix, family);
  return { list, family, reason };
});

/** IPv6 global unicast (RFC 4291 §2.4): every other IPv6 block is reserved, local or unassigned. */
const GLOBAL_UNICAST = new BlockList();
GLOBAL_UNICAST.addSubnet('2000::', 3, 'ipv6');

/**
 * Why `address` may not receive webhooks (a special-purpose range of the IANA registries, IPv4 multicast, or
 * an IPv6 address outside the global unicast block 2000::/3), or null for a public address.
 */
export function forbiddenReason(address: string): string | null {
  const version = isIP(address);
  if (version === 0) return 'not an IP address';
  const family = version === 4 ? 'ipv4' : 'ipv6';
  for (const block of blocks) {
    if (block.family === family && block.list.check(address, family)) return block.reason;
  }
  if (family === 'ipv6' && !GLOBAL_UNICAST.check(address, 'ipv6')) return 'outside the IPv6 global unicast block 2000::/3';
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
          `The webhook URL points to ${address} (${reason}), which is not allowed: use a public address (a self-hosted server may set WEBHOOK_ALLOW_PRIVATE=1)`,
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
    if ((options as { all?: boolean }).all)
      (callback as unknown as (e: null, a: { address: string; family: number }[]) => void)(null, [{ address: target.address, family: target.family }]);
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
