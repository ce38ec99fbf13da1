import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/**
 * Decides whether the server may connect to a resolved address on a user's behalf (image proxy, alert
 * channels), so a user cannot make it call internal services. Tests inject a looser one.
 */
export type AddressPolicy = (address: string) => boolean;

// Everything that is not the public internet: private, loopback, link-local (incl. 169.254.169.254
// metadata), CGNAT, multicast, documentation, benchmarking and reserved ranges.
const blocked = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  blocked.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  blocked.addSubnet(net, prefix, 'ipv6');
}

/** The eight 16-bit groups of a valid IPv6 address (a trailing dotted IPv4 part becomes the last two). */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase().replace(/%.*$/, '');
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const groups = (part: string | undefined) => (part ? part.split(':').map((group) => parseInt(group, 16)) : []);
  const [head, tail] = text.split('::');
  if (tail === undefined) return groups(head);
  const [before, after] = [groups(head), groups(tail)];
  return [...before, ...new Array<number>(8 - before.length - after.length).fill(0), ...after];
}

const ipv4Of = (high: number, low: number) => `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;
const publicIpv4 = (address: string) => !blocked.check(address, 'ipv4');

/**
 * IPv6 forms that carry an IPv4 address are judged by that address, whatever way they are written
 * (`::ffff:127.0.0.1`, `::ffff:7f00:1`, `0:0:0:0:0:ffff:7f00:1`). The deprecated IPv4-compatible range ::/96
 * (`::127.0.0.1` = `::7f00:1`, also `::` and `::1`) has no public use and is refused whatever it holds.
 */
function publicIpv6(address: string): boolean {
  const groups = ipv6Groups(address);
  const zeroUpTo = (end: number) => groups.slice(0, end).every((group) => group === 0);
  const [, , , , fifth, sixth, seventh = 0, eighth = 0] = groups;
  // IPv4-mapped ::ffff:0:0/96 and IPv4-translated (SIIT) ::ffff:0:0:0/96.
  if ((zeroUpTo(5) && sixth === 0xffff) || (zeroUpTo(4) && fifth === 0xffff && sixth === 0)) {
    return publicIpv4(ipv4Of(seventh, eighth));
  }
  if (zeroUpTo(6)) return false;
  // 6to4 (2002::/16) carries its IPv4 address in the second and third groups.
  if (groups[0] === 0x2002 && !publicIpv4(ipv4Of(groups[1] ?? 0, groups[2] ?? 0))) return false;
  return !blocked.check(address, 'ipv6');
}

/** The production policy: only public unicast addresses. */
export const publicAddressesOnly: AddressPolicy = (address) => {
  const family = isIP(address);
  if (family === 0) return false;
  return family === 6 ? publicIpv6(address) : publicIpv4(address);
};

/** Any address: for tests whose receivers listen on 127.0.0.1, never the default. */
export const anyAddress: AddressPolicy = () => true;

/** Thrown when a host is, or resolves to, an address outside the policy. */
export class RefusedAddressError extends Error {
  constructor(readonly host: string) {
    super(`${host} is a private, loopback or otherwise non-public address`);
    this.name = 'RefusedAddressError';
  }
}

/** Names that always mean this machine, whatever DNS says. */
const LOCAL_NAMES = /^(localhost|localhost\.localdomain)$|\.localhost$/i;

/**
 * Whether a URL's host can be seen to be refused without DNS: a literal address outside the policy or
 * a localhost name. Node skips the lookup for literal addresses, so callers must check these themselves.
 */
export function literalHostRefused(url: URL, policy: AddressPolicy): boolean {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) !== 0) return !policy(host);
  return LOCAL_NAMES.test(host) && !policy('127.0.0.1');
}

/**
 * A socket lookup that resolves every A/AAAA answer and refuses the host when any of them is outside the
 * policy, then hands the socket exactly the checked address, so a second DNS answer cannot slip past.
 */
export function guardedLookup(policy: AddressPolicy, refuse: (host: string) => Error): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { all: true, family: options.family }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      if (addresses.length === 0 || addresses.some(({ address }) => !policy(address))) {
        return callback(refuse(hostname), '', 0);
      }
      const first = addresses[0] as LookupAddress;
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      return callback(null, first.address, first.family);
    });
  };
}
