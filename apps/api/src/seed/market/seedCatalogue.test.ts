import { gtinProblem } from '@shelfsight/contracts';
import { describe, expect, it } from 'vitest';
import { demoGtinCodes } from './seedCatalogue';

describe('demoGtinCodes', () => {
  it.each([1, 2, 17])(
    'repeats no code within customer %i, variants included, and keeps the GTIN rule',
    (customerId) => {
      const codes = Array.from({ length: 5000 }, (_, index) => demoGtinCodes(customerId, index, true)).flat();
      expect(new Set(codes).size).toBe(codes.length);
      expect(codes.filter((code) => gtinProblem(code) !== null)).toEqual([]);
    },
  );

  it('gives a product without a variant its own code only', () => {
    expect(demoGtinCodes(1, 3, false)).toEqual([demoGtinCodes(1, 3, true)[0]]);
  });
});
