import { describe, expect, it } from 'vitest';
import {
  anyAddress,
  guardedLookup,
  literalHostRefused,
  publicAddressesOnly,
  RefusedAddressError,
} from './addressPolicy';

describe('publicAddressesOnly', () => {
  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.16.0.1',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '224.0.0.1',
    '0.0.0.0',
    '::1',
    '::',
    'fe80::1',
    'fd00::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    'not-an-address',
  ])('refuses %s', (address) => {
    expect(publicAddressesOnly(address)).toBe(false);
  });

  it.each(['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111', '::ffff:8.8.8.8'])('allows %s', (address) => {
    expect(publicAddressesOnly(address)).toBe(true);
  });

  it.each([
    // IPv4-compatible (::/96), in every spelling: deprecated, refused whatever they carry.
    '::127.0.0.1',
    '::7f00:1',
    '0:0:0:0:0:0:7f00:1',
    '::a9fe:a9fe',
    '::8.8.8.8',
    // IPv4-mapped and -translated forms of private addresses.
    '::FFFF:7F00:1',
    '0:0:0:0:0:ffff:127.0.0.1',
    '::ffff:a00:1',
    '::ffff:a9fe:a9fe',
    '::ffff:0:7f00:1',
    '::ffff:0:10.0.0.1',
    // 6to4 of a private address.
    '2002:7f00:1::1',
    '2002:a9fe:a9fe::',
    'fe80::1%eth0',
  ])('refuses the IPv4-carrying form %s', (address) => {
    expect(publicAddressesOnly(address)).toBe(false);
  });

  it.each(['::ffff:808:808', '0:0:0:0:0:ffff:8.8.8.8', '::ffff:0:808:808', '2002:808:808::1'])(
    'allows the IPv4-carrying form %s of a public address',
    (address) => {
      expect(publicAddressesOnly(address)).toBe(true);
    },
  );
});

describe('literalHostRefused', () => {
  it.each([
    'http://127.0.0.1:8080/hook',
    'http://[::1]/hook',
    'http://[::127.0.0.1]/hook',
    'http://[::7f00:1]:8080/hook',
    'http://[::ffff:127.0.0.1]/hook',
    'http://[0:0:0:0:0:ffff:a9fe:a9fe]/latest/meta-data',
    'https://169.254.169.254/latest/meta-data',
    'http://10.0.0.5/',
    'http://localhost:3000/',
    'http://api.localhost/',
  ])('refuses %s', (url) => {
    expect(literalHostRefused(new URL(url), publicAddressesOnly)).toBe(true);
  });

  it('leaves names to the lookup, and allows public literals', () => {
    expect(literalHostRefused(new URL('https://hooks.slack.com/services/x'), publicAddressesOnly)).toBe(false);
    expect(literalHostRefused(new URL('https://8.8.8.8/'), publicAddressesOnly)).toBe(false);
  });

  it('allows loopback under a policy that allows it', () => {
    expect(literalHostRefused(new URL('http://localhost:3000/'), anyAddress)).toBe(false);
  });
});

describe('guardedLookup', () => {
  const resolve = (policy: typeof publicAddressesOnly, host: string) =>
    new Promise<{ error: Error | null; address: string }>((done) => {
      guardedLookup(policy, (name) => new RefusedAddressError(name))(host, {}, (error, address) =>
        done({ error, address: String(address) }),
      );
    });

  it('refuses a name that resolves to a loopback address', async () => {
    const { error } = await resolve(publicAddressesOnly, 'localhost');
    expect(error).toBeInstanceOf(RefusedAddressError);
    expect(error?.message).toMatch(/localhost is a private/);
  });

  it('hands the checked address to the socket when the policy allows it', async () => {
    const { error, address } = await resolve((address) => address === '127.0.0.1' || address === '::1', 'localhost');
    expect(error).toBeNull();
    expect(['127.0.0.1', '::1']).toContain(address);
  });
});
