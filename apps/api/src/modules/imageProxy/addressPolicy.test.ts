import { describe, expect, it } from 'vitest';
import { publicAddressesOnly } from './addressPolicy';

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
});
