import type { CustomerMap } from '@shelfsight/contracts';
import { describe, expect, it } from 'vitest';
import { chooseCustomer } from './chooseCustomer';

const customer = (id: number, name: string) => ({
  id,
  name,
  customerDisplayName: null,
  accountType: 'TRIAL',
  pendingSetup: false,
  customerSmallLogoUrl: null,
});
const map: CustomerMap = { '7': customer(7, 'Brandco'), '3': customer(3, 'Acme Retail') };

describe('chooseCustomer', () => {
  it('re-selects the previously active customer while it is still there', () => {
    expect(chooseCustomer(map, 7)).toBe(7);
  });
  it('falls back to the lowest id when the previous one is gone or unknown', () => {
    expect(chooseCustomer(map, 99)).toBe(3);
    expect(chooseCustomer(map, null)).toBe(3);
  });
  it('answers null without customers', () => {
    expect(chooseCustomer({}, 3)).toBeNull();
  });
});
