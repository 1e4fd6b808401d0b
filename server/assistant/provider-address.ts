import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * Where an operator may point the assistant's provider (an OpenAI-compatible chat service): the
 * server itself sends requests there, so an address inside the internal network would let an
 * operator read it through the server (SSRF: cloud metadata at 169.254.169.254, admin consoles on
 * 10.x, the server's own loopback ports). The rule, checked when the address is set and again on
 * every call (a DNS name may change what it resolves to):
 * - https only, no user name or password in the address;
 * - every address the host resolves to must be a public unicast one: no loopback, private,
 *   link-local, unique-local (ULA), carrier-grade NAT, multicast, documentation or reserved range,
 *   also when written as an IPv4-mapped or NAT64 IPv6 address or as a decimal/hex/octal number
 *   (the URL parser turns `https://2130706433/` into 127.0.0.1 before the check sees it).
 * A development allowance (`ASSISTANT_PROVIDER_DEV=1`: a model on the developer's own machine)
 * lifts both; it is never on by default.
 */
export interface ProviderAddressPolicy {
  /** development only: http:// and private or loopback hosts are allowed */
  devAllowance: boolean;
  /** every address a host name resolves to (injected: tests resolve names to hostile ranges) */
  resolve: (hostname: string) => Promise<string[]>;
}

export const MSG_PROVIDER_URL_INVALID = '大模型服务地址格式不正确';
export const MSG_PROVIDER_HTTPS_ONLY = '大模型服务地址必须以 https:// 开头';
export const MSG_PROVIDER_CREDENTIALS = '大模型服务地址不能包含用户名或密码';
export const MSG_PROVIDER_PRIVATE = '大模型服务地址不能指向内网、本机或保留地址';
export const MSG_PROVIDER_UNRESOLVED = '大模型服务地址的域名无法解析';

/** A provider address the rule refuses; its message is shown to the operator as is. */
export class ProviderAddressError extends Error {
  override name = 'ProviderAddressError';
}

const blocked = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12],
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay
  ['192.168.0.0', 16],
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  blocked.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128],
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated, still routed internally somewhere)
  ['ff00::', 8], // multicast
  ['2001:db8::', 32], // documentation
  ['100::', 64], // discard
] as const) {
  blocked.addSubnet(network, prefix, 'ipv6');
}

/** The IPv4 address inside an IPv4-mapped (::ffff:a.b.c.d), IPv4-compatible (::a.b.c.d) or NAT64 (64:ff9b::/96) one. */
function embeddedIpv4(ipv6: string): string | null {
  const groups = expandIpv6(ipv6);
  if (!groups) return null;
  const high = groups.slice(0, 6);
  const mapped = high.slice(0, 5).every((group) => group === 0) && (high[5] === 0xffff || high[5] === 0);
  const nat64 = groups[0] === 0x64 && groups[1] === 0xff9b && high.slice(2).every((group) => group === 0);
  if (!mapped && !nat64) return null;
  const [a = 0, b = 0] = groups.slice(6);
  return [a >> 8, a & 0xff, b >> 8, b & 0xff].join('.');
}

/** Eight 16-bit groups of an IPv6 address (with a dotted IPv4 tail turned into two groups). */
function expandIpv6(ipv6: string): number[] | null {
  let text = ipv6.toLowerCase().split('%')[0] ?? '';
  const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (tail?.[1]) {
    const bytes = tail[1].split('.').map(Number);
    const [a = 0, b = 0, c = 0, d = 0] = bytes;
    text = `${text.slice(0, -tail[1].length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', rest] = text.split('::');
  const part = (value: string) => (value === '' ? [] : value.split(':').map((group) => Number.parseInt(group, 16)));
  const left = part(head);
  const right = rest === undefined ? [] : part(rest);
  const missing = 8 - left.length - right.length;
  if (missing < 0 || (rest === undefined && missing !== 0)) return null;
  const groups = [...left, ...Array.from({ length: missing }, () => 0), ...right];
  return groups.every((group) => Number.isInteger(group) && group >= 0 && group <= 0xffff) ? groups : null;
}

/** True for a public unicast address; anything else (or not an address at all) is refused. */
export function isPublicAddress(address: string): boolean {
  const ip = address.replace(/^\[|\]$/g, '');
  const version = isIP(ip);
  if (version === 4) return !blocked.check(ip, 'ipv4');
  if (version !== 6) return false;
  const inner = embeddedIpv4(ip);
  if (inner !== null) return isIP(inner) === 4 && !blocked.check(inner, 'ipv4');
  return !blocked.check(ip, 'ipv6');
}

/** The default resolver: every A and AAAA record, as the connection would see them. */
export async function resolveHost(hostname: string): Promise<string[]> {
  const found = await lookup(hostname, { all: true, verbatim: true });
  return found.map((entry) => entry.address);
}

/** The addresses a provider request may connect to; refuses anything the rule does not allow. */
export async function checkedAddresses(hostname: string, policy: ProviderAddressPolicy): Promise<string[]> {
  const literal = hostname.replace(/^\[|\]$/g, '');
  let addresses: string[];
  if (isIP(literal) !== 0) addresses = [literal];
  else {
    addresses = await policy.resolve(hostname).catch(() => []);
    if (addresses.length === 0) throw new ProviderAddressError(MSG_PROVIDER_UNRESOLVED);
  }
  if (!policy.devAllowance && !addresses.every(isPublicAddress)) throw new ProviderAddressError(MSG_PROVIDER_PRIVATE);
  return addresses;
}

/** Parses and checks a provider address (when it is set). */
export async function checkProviderUrl(raw: string, policy: ProviderAddressPolicy): Promise<URL> {
  return (await checkedTarget(raw, policy)).url;
}

/** A provider address checked for a call: the URL, and the addresses the connection may use. */
export async function checkedTarget(raw: string, policy: ProviderAddressPolicy): Promise<{ url: URL; addresses: string[] }> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ProviderAddressError(MSG_PROVIDER_URL_INVALID);
  }
  const secure = url.protocol === 'https:';
  if (!secure && !(policy.devAllowance && url.protocol === 'http:')) throw new ProviderAddressError(MSG_PROVIDER_HTTPS_ONLY);
  if (url.username || url.password) throw new ProviderAddressError(MSG_PROVIDER_CREDENTIALS);
  return { url, addresses: await checkedAddresses(url.hostname, policy) };
}

export function productionProviderPolicy(devAllowance: boolean): ProviderAddressPolicy {
  return { devAllowance, resolve: resolveHost };
}
