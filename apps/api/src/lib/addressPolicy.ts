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

/** The IPv4 address inside an IPv4-mapped or -compatible IPv6 address, if any. */
function embeddedIpv4(address: string): string | null {
  const match = /^::(?:ffff:)?(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return match?.[1] ?? null;
}

/** The production policy: only public unicast addresses. */
export const publicAddressesOnly: AddressPolicy = (address) => {
  const family = isIP(address);
  if (family === 0) return false;
  if (family === 6) {
    const lower = address.toLowerCase();
    const v4 = embeddedIpv4(lower);
    if (v4) return !blocked.check(v4, 'ipv4');
    // Mapped addresses in hex form (::ffff:7f00:1) are refused outright.
    if (lower.startsWith('::ffff:')) return false;
    return !blocked.check(lower, 'ipv6');
  }
  return !blocked.check(address, 'ipv4');
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
