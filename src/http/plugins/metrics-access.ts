import { createHash, timingSafeEqual } from 'node:crypto';
import { BlockList, isIP } from 'node:net';

/** Loopback, private (RFC 1918, RFC 4193) and link-local addresses: where a Prometheus on the operator's own network scrapes from. */
const PRIVATE = new BlockList();
for (const [network, prefix] of [
  ['127.0.0.0', 8],
  ['10.0.0.0', 8],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['169.254.0.0', 16],
] as const) {
  PRIVATE.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
] as const)
  PRIVATE.addSubnet(network, prefix, 'ipv6');

/** Whether the client address (Fastify's request.ip: the socket's, or the proxy's X-Forwarded-For under TRUST_PROXY) is private. */
export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  const plain = mapped ? mapped[1]! : address;
  const version = isIP(plain);
  if (version === 0) return false;
  return PRIVATE.check(plain, version === 4 ? 'ipv4' : 'ipv6');
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** `Authorization: Bearer <expected>`, compared in constant time. */
export function presentsToken(authorization: string | undefined, expected: string): boolean {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  return match !== null && timingSafeEqual(digest(match[1]!), digest(expected));
}
