import { describe, expect, it } from 'vitest';
import { byName } from './trackingParts';

describe('byName', () => {
  it('orders names as people read them, whatever their case and accents', () => {
    const rows = ['Salt & Pepper Grinder', 'dry shampoo', 'café crème', 'Body lotion', 'cafe au lait'].map(
      (name, id) => ({ id, name }),
    );
    expect(byName(rows).map((row) => row.name)).toEqual([
      'Body lotion',
      'cafe au lait',
      'café crème',
      'dry shampoo',
      'Salt & Pepper Grinder',
    ]);
    // The cached list stays as the server gave it.
    expect(rows[0]!.name).toBe('Salt & Pepper Grinder');
  });
});
