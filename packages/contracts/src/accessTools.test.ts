import { describe, expect, it } from 'vitest';
import { createDeepLinkRequestSchema, decodeDeepLinkHash } from './accessTools';

describe('decodeDeepLinkHash', () => {
  it('splits key and customer id', () => {
    expect(decodeDeepLinkHash('k3y_-A.42')).toEqual({ key: 'k3y_-A', customerId: 42 });
  });

  it.each(['', 'nodot', '.42', 'key.', 'key.x', 'key.0', 'a.b.c', 'key.-1'])('refuses %j', (hash) => {
    expect(decodeDeepLinkHash(hash)).toBeNull();
  });

  it('refuses a missing hash', () => {
    expect(decodeDeepLinkHash(null)).toBeNull();
  });
});

describe('createDeepLinkRequestSchema', () => {
  it('knows only registered entity types', () => {
    expect(createDeepLinkRequestSchema.safeParse({ entityType: 'page', entityId: '/' }).success).toBe(true);
    expect(createDeepLinkRequestSchema.safeParse({ entityType: 'dashboard', entityId: '1' }).success).toBe(false);
  });
});
