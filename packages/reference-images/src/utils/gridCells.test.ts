import { describe, expect, it } from 'vitest';
import { sampleGrid } from '../testing/sampleData';
import {
  columnCountOf,
  dropChanges,
  inheritedImageAt,
  lastUsedPosition,
  MAX_COLUMNS,
  mayDrop,
  nextColumnOf,
  removeColumnChanges,
  shownPositions,
} from './gridCells';

const [defaultSet, grocers] = sampleGrid as [(typeof sampleGrid)[0], (typeof sampleGrid)[0]];

describe('grid cells', () => {
  it('counts every used position, at least one, the added ones, at most 20', () => {
    expect(lastUsedPosition(sampleGrid)).toBe(2);
    expect(columnCountOf(sampleGrid, 0)).toBe(2);
    expect(columnCountOf(sampleGrid, 5)).toBe(5);
    expect(columnCountOf([], 0)).toBe(1);
    expect(columnCountOf(sampleGrid, 99)).toBe(MAX_COLUMNS);
  });

  it("inherits the default set's image only into another set's empty cell", () => {
    expect(inheritedImageAt(sampleGrid, grocers, 2)?.id).toBe(502);
    expect(inheritedImageAt(sampleGrid, grocers, 1)).toBeNull();
    expect(inheritedImageAt(sampleGrid, defaultSet, 3)).toBeNull();
    expect(inheritedImageAt(sampleGrid, grocers, 3)).toBeNull();
  });

  it('lets an image land only on another, empty cell', () => {
    const dragged = { setId: 10, position: 2, imageId: 502 };
    expect(mayDrop(sampleGrid, dragged, { setId: 11, position: 2 })).toBe(true);
    expect(mayDrop(sampleGrid, dragged, { setId: 10, position: 3 })).toBe(true);
    expect(mayDrop(sampleGrid, dragged, { setId: 10, position: 2 })).toBe(false);
    expect(mayDrop(sampleGrid, dragged, { setId: 11, position: 1 })).toBe(false);
  });

  it('turns a move into a removal and an add, a copy into an add', () => {
    const dragged = { setId: 10, position: 2, imageId: 502 };
    const target = { setId: 11, position: 3 };
    expect(dropChanges(101, dragged, target, 'copy')).toEqual([
      { set_id: 11, image_id: 502, position: 3, operation: 'add', product_id: 101 },
    ]);
    expect(dropChanges(101, dragged, target, 'move')).toEqual([
      { set_id: 10, image_id: 502, position: 2, operation: 'remove', product_id: 101 },
      { set_id: 11, image_id: 502, position: 3, operation: 'add', product_id: 101 },
    ]);
  });

  it("empties a column: every set's images at that position", () => {
    expect(removeColumnChanges(101, sampleGrid, 1)).toEqual([
      { set_id: 10, image_id: 501, position: 1, operation: 'remove', product_id: 101 },
      { set_id: 11, image_id: 601, position: 1, operation: 'remove', product_id: 101 },
    ]);
    expect(removeColumnChanges(101, sampleGrid, 3)).toEqual([]);
  });

  it('shows the positions up to the column count less the removed ones that hold no image', () => {
    expect(shownPositions(sampleGrid, 0, [])).toEqual([1, 2]);
    expect(shownPositions(sampleGrid, 4, [3])).toEqual([1, 2, 4]);
    // A removed column that holds an image (another user's upload, a failed removal) still shows.
    expect(shownPositions(sampleGrid, 4, [2, 3])).toEqual([1, 2, 4]);
    expect(shownPositions([], 0, [1])).toEqual([1]);
  });

  it('adds the first missing position, else the next one, and nothing past 20', () => {
    expect(nextColumnOf([1, 2])).toBe(3);
    expect(nextColumnOf([1, 3, 4])).toBe(2);
    expect(nextColumnOf([2])).toBe(1);
    const full = Array.from({ length: MAX_COLUMNS }, (_, index) => index + 1);
    expect(nextColumnOf(full)).toBeNull();
    expect(nextColumnOf(full.filter((position) => position !== 7))).toBe(7);
  });
});
