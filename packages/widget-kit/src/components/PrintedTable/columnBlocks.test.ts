import { describe, expect, it } from 'vitest';
import { availabilityByBrandAt20Retailers } from '../MatrixTableWidget/retailerSample';
import { columnBlocks, printedBlockHeading } from './columnBlocks';

describe('columnBlocks', () => {
  it('splits columns into blocks in order, the last one shorter', () => {
    const columns = availabilityByBrandAt20Retailers.columns;
    const blocks = columnBlocks(columns, 8);
    expect(blocks.map((block) => [block.from, block.to, block.columns.length])).toEqual([
      [1, 8, 8],
      [9, 16, 8],
      [17, 20, 4],
    ]);
    expect(blocks.flatMap((block) => block.columns)).toEqual(columns);
    expect(columnBlocks([], 8)).toEqual([{ from: 1, to: 0, columns: [] }]);
  });

  it('names the columns a block holds', () => {
    const second = columnBlocks(availabilityByBrandAt20Retailers.columns, 8)[1];
    expect(second && printedBlockHeading('Retailer', second, 20)).toBe('Retailer, columns 9–16 of 20');
  });
});
