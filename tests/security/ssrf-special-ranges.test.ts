import { describe, expect, it } from 'vitest';
import { forbiddenReason, resolveWebhookTarget, UnsafeTargetError, type WebhookPolicy } from '../../src/notifications/safe-target.ts';

/**
 * Issue 34: `http://[::ffff:0:7f00:1]/` (IPv4-translated 127.0.0.1) passed the webhook check. Every range of the
 * IANA IPv4 and IPv6 Special-Purpose Address Registries is refused (its first and last address here), IPv6 only
 * inside the global unicast block 2000::/3, and every spelling the URL parser accepts for such an address too.
 * `resolveWebhookTarget` is what both the settings (PATCH /settings, the console form) and every delivery call.
 */

/** Names resolve through this table only (like the tests' resolver); anything else does not resolve. */
const NAMES: Record<string, string[]> = {
  'mixed.example.test': ['93.184.216.34', '::ffff:0:7f00:1'], // one public answer does not excuse a loopback one
  'nat64.example.test': ['64:ff9b::a9fe:a9fe'],
  'translated.example.test': ['::ffff:0:a9fe:a9fe'],
  'public.example.test': ['93.184.216.34', '2606:2800:220:1:248:1893:25c8:1946'],
};
const strict: WebhookPolicy = {
  allowPrivate: false,
  resolve: async (host) => {
    const answer = NAMES[host];
    if (!answer) throw new Error(`getaddrinfo ENOTFOUND ${host}`);
    return answer;
  },
};

const FORBIDDEN_V4 = [
  ['0.0.0.0', '0.255.255.255'], // "this network" (0.0.0.0/32 "this host" within)
  ['10.0.0.0', '10.255.255.255'],
  ['100.64.0.0', '100.127.255.255'],
  ['127.0.0.0', '127.255.255.255'],
  ['169.254.0.0', '169.254.255.255'],
  ['172.16.0.0', '172.31.255.255'],
  ['192.0.0.0', '192.0.0.255'], // IETF assignments, with 192.0.0.0/29, .8, .9, .10, .170/.171 inside
  ['192.0.0.8', '192.0.0.10'],
  ['192.0.0.170', '192.0.0.171'],
  ['192.0.2.0', '192.0.2.255'],
  ['192.31.196.0', '192.31.196.255'], // AS112-v4 (globally reachable, still no webhook target)
  ['192.52.193.0', '192.52.193.255'], // AMT
  ['192.88.99.0', '192.88.99.255'], // deprecated 6to4 relay anycast, 6a44 192.88.99.2
  ['192.168.0.0', '192.168.255.255'],
  ['192.175.48.0', '192.175.48.255'], // AS112 direct delegation
  ['198.18.0.0', '198.19.255.255'],
  ['198.51.100.0', '198.51.100.255'],
  ['203.0.113.0', '203.0.113.255'],
  ['224.0.0.0', '239.255.255.255'], // multicast (its own registry)
  ['240.0.0.0', '255.255.255.254'],
  ['255.255.255.255', '255.255.255.255'],
].flat();

const FORBIDDEN_V6 = [
  ['::', '::'],
  ['::1', '::1'],
  ['::ffff:0.0.0.0', '::ffff:255.255.255.255'], // IPv4-mapped
  ['::ffff:0:0.0.0.0', '::ffff:0:255.255.255.255'], // IPv4-translated (RFC 2765), the form
  ['::0.0.0.2', '::255.255.255.255'], // IPv4-compatible (deprecated)
  ['64:ff9b::', '64:ff9b::ffff:ffff'], // NAT64 well-known prefix, public IPv4 inside too
  ['64:ff9b:1::', '64:ff9b:1:ffff:ffff:ffff:ffff:ffff'],
  ['100::', '100::ffff:ffff:ffff:ffff'], // discard-only
  ['100:0:0:1::', '100:0:0:1:ffff:ffff:ffff:ffff'], // dummy prefix
  ['2001::', '2001:0:ffff:ffff:ffff:ffff:ffff:ffff'], // Teredo
  ['2001:0:4136:e378:8000:63bf:80ff:fffe', '2001:1::1'], // a Teredo client 127.0.0.1 (obfuscated); PCP anycast
  ['2001:1::2', '2001:1::3'],
  ['2001:2::', '2001:2:0:ffff:ffff:ffff:ffff:ffff'],
  ['2001:3::', '2001:3:ffff:ffff:ffff:ffff:ffff:ffff'],
  ['2001:4:112::', '2001:4:112:ffff:ffff:ffff:ffff:ffff'],
  ['2001:10::', '2001:1f:ffff:ffff:ffff:ffff:ffff:ffff'],
  ['2001:20::', '2001:2f:ffff:ffff:ffff:ffff:ffff:ffff'],
  ['2001:30::', '2001:3f:ffff:ffff:ffff:ffff:ffff:ffff'],
  ['2001:100::', '2001:1ff:ffff:ffff:ffff:ffff:ffff:ffff'], // the rest of 2001::/23
  ['2001:db8::', '2001:db8:ffff:ffff:ffff:ffff:ffff:ffff'],
  ['2002::', '2002:ffff:ffff:ffff:ffff:ffff:ffff:ffff'], // 6to4, e.g. 2002:7f00:1::
  ['2002:7f00:1::1', '2002:a9fe:a9fe::'],
  ['2620:4f:8000::', '2620:4f:8000:ffff:ffff:ffff:ffff:ffff'],
  ['3fff::', '3fff:fff:ffff:ffff:ffff:ffff:ffff:ffff'],
  ['5f00::', '5f00:ffff:ffff:ffff:ffff:ffff:ffff:ffff'],
  ['fc00::', 'fdff:ffff:ffff:ffff:ffff:ffff:ffff:ffff'],
  ['fe80::', 'febf:ffff:ffff:ffff:ffff:ffff:ffff:ffff'],
  ['fec0::', 'feff:ffff:ffff:ffff:ffff:ffff:ffff:ffff'],
  ['ff00::', 'ff0e::1'],
  // Outside the global unicast block 2000::/3: reserved or unassigned.
  ['1::1', '1fff:ffff:ffff:ffff:ffff:ffff:ffff:ffff'],
  ['4000::', '8000::1'],
  ['5eff::1', '5f01::1'], // around 5f00::/16 (SRv6), outside 2000::/3 anyway
  ['e000::1', 'fbff::1'],
].flat();

/** Neighbours of the ranges and well-known public addresses: still allowed. */
const PUBLIC = [
  '1.1.1.1',
  '8.8.8.8',
  '9.255.255.255',
  '11.0.0.0',
  '100.63.255.255',
  '100.128.0.0',
  '126.255.255.255',
  '128.0.0.0',
  '172.15.255.255',
  '172.32.0.0',
  '192.0.1.0',
  '192.0.3.0',
  '192.31.195.255',
  '192.31.197.0',
  '192.52.192.255',
  '192.52.194.0',
  '192.88.98.255',
  '192.88.100.0',
  '192.167.255.255',
  '192.169.0.0',
  '192.175.47.255',
  '192.175.49.0',
  '198.17.255.255',
  '198.20.0.0',
  '203.0.112.255',
  '203.0.114.0',
  '223.255.255.255',
  '2000::1',
  '2001:200::1',
  '2001:db9::1',
  '2003::1',
  '2606:4700:4700::1111',
  '2a00:1450:4001::1',
  '2620:4f:8001::1',
  '3fff:1000::1',
  '3ffe:ffff::1',
  '3fff:ffff:ffff:ffff:ffff:ffff:ffff:ffff',
];

/** Every spelling of a forbidden target the URL parser (WHATWG, as the HTTP client) accepts. */
const FORBIDDEN_URLS = [
  'http://[::ffff:0:7f00:1]/', // issue 34
  'http://[::ffff:0:127.0.0.1]/hook',
  'http://[0:0:0:0:ffff:0:7f00:1]/',
  'http://[::ffff:127.0.0.1]/',
  'http://[0:0:0:0:0:ffff:127.0.0.1]/',
  'http://[::ffff:7f00:1]:8080/',
  'https://[::ffff:a9fe:a9fe]/latest/meta-data/',
  'http://[::127.0.0.1]/',
  'http://[::7f00:1]/',
  'http://[::1]/',
  'http://[0::1]/',
  'http://[0000:0000:0000:0000:0000:0000:0000:0001]/',
  'http://[::]/',
  'http://[64:ff9b::127.0.0.1]/',
  'http://[64:ff9b::10.0.0.1]/',
  'http://[64:ff9b::8.8.8.8]/',
  'http://[64:ff9b:1::a9fe:a9fe]/',
  'http://[2002:7f00:1::1]/',
  'http://[2002:a9fe:a9fe::]/',
  'http://[2001:0:4136:e378:8000:63bf:80ff:fffe]/',
  'http://[fe80::1]/',
  'http://[fd00:ec2::254]/', // a cloud metadata service over IPv6
  'http://[fec0::1]/',
  'http://[ff02::1]/',
  'http://[100::1]/',
  'http://[100:0:0:1::1]/',
  'http://[2001:db8::1]/',
  'http://[2620:4f:8000::1]/',
  'http://[3fff::1]/',
  'http://[5f00::1]/',
  'http://[4000::1]/',
  'http://127.0.0.1/',
  'http://127.1/',
  'http://127.0.1/',
  'http://127.0.0.1./',
  'http://2130706433/',
  'http://017700000001/',
  'http://0x7f000001/',
  'http://0x7f.0x0.0x0.0x1/',
  'http://0x7f.1/',
  'http://0177.0.0.01/',
  'http://%31%32%37.0.0.1/',
  'http://127.0.0.1%2e/',
  'http://１２７．０．０．１/',
  'http://user:secret@127.0.0.1:8080/hook',
  'http://0/',
  'http://0.0.0.0/',
  'http://169.254.169.254/latest/meta-data/',
  'http://0xa9.0xfe.0xa9.0xfe/',
  'http://2852039166/',
  'http://3232235777/', // 192.168.1.1
  'http://100.100.100.200/',
  'http://192.0.0.192/',
  'http://192.31.196.1/',
  'http://192.52.193.1/',
  'http://192.175.48.1/',
  'http://255.255.255.255/',
  'http://mixed.example.test/',
  'http://nat64.example.test/',
  'http://translated.example.test/',
];

const PUBLIC_URLS = ['http://8.8.8.8/hook', 'http://134744072/', 'https://[2606:4700:4700::1111]/hook', 'https://public.example.test/hook'];

describe('webhooks: every special-purpose address is refused, in every spelling (issue 34)', () => {
  it.each(FORBIDDEN_V4.map((address) => [address]))('refuses IPv4 %s', (address) => {
    expect(forbiddenReason(address)).not.toBeNull();
  });

  it.each(FORBIDDEN_V6.map((address) => [address]))('refuses IPv6 %s', (address) => {
    expect(forbiddenReason(address)).not.toBeNull();
  });

  it.each(PUBLIC.map((address) => [address]))('allows the public address %s', (address) => {
    expect(forbiddenReason(address)).toBeNull();
  });

  it.each(FORBIDDEN_URLS.map((url) => [url]))('refuses the webhook URL %s', async (url) => {
    const error = await resolveWebhookTarget(url, strict).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(UnsafeTargetError);
    expect((error as Error).message).toMatch(/points to .+ \(.+\), which is not allowed/);
  });

  it.each(PUBLIC_URLS.map((url) => [url]))('allows the public webhook URL %s', async (url) => {
    const target = await resolveWebhookTarget(url, strict);
    expect(forbiddenReason(target.address)).toBeNull();
  });

  it('names the range in the message the GM sees', async () => {
    await expect(resolveWebhookTarget('http://[::ffff:0:7f00:1]/', strict)).rejects.toThrow('::ffff:0:7f00:1 (IPv4-translated)');
    await expect(resolveWebhookTarget('http://[4000::1]/', strict)).rejects.toThrow('outside the IPv6 global unicast block 2000::/3');
    await expect(resolveWebhookTarget('http://192.31.196.1/', strict)).rejects.toThrow('(AS112)');
  });
});
