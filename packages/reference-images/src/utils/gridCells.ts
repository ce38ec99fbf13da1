import { REFERENCE_IMAGE_LIMITS, type ReferenceImageGridChange } from '@shelfsight/contracts';
import type { GridSet } from '../api/referenceImagesApi';

type GridImage = GridSet['images'][number];

/** A grid cell: a set's row at a numbered image position (1 is the main image). */
export interface CellAddress {
  setId: number;
  position: number;
}

/** The image being dragged (or picked up with the keyboard) and the cell it comes from. */
export interface DraggedImage extends CellAddress {
  imageId: number;
}

export const MAX_COLUMNS = REFERENCE_IMAGE_LIMITS.maxSequence;

/** The images a set holds at a position; several when they apply to different retailers of the set. */
export const imagesAt = (set: GridSet, position: number): GridImage[] =>
  set.images.filter((image) => image.position === position);

/** The last position any set holds an image at (0 for none). */
export const lastUsedPosition = (sets: readonly GridSet[]): number =>
  Math.max(0, ...sets.flatMap((set) => set.images.map((image) => image.position)));

/** Columns shown: every used position, at least one, plus the empty ones the user added (at most 20). */
export const columnCountOf = (sets: readonly GridSet[], addedColumns: number): number =>
  Math.min(MAX_COLUMNS, Math.max(1, lastUsedPosition(sets), addedColumns));

/**
 * The positions shown as columns: 1 up to the column count, less the columns the user removed while they hold no
 * image. Positions keep their numbers (position n is compared with each retailer's n-th image), so removing a
 * column between others leaves a gap in the numbering rather than moving the later columns' images.
 */
export function shownPositions(sets: readonly GridSet[], addedColumns: number, removed: readonly number[]): number[] {
  const used = new Set(sets.flatMap((set) => set.images.map((image) => image.position)));
  const count = columnCountOf(sets, addedColumns);
  const shown = Array.from({ length: count }, (_, index) => index + 1).filter(
    (position) => used.has(position) || !removed.includes(position),
  );
  // Never no column at all: position 1, the main image, stays.
  return shown.length ? shown : [1];
}

/**
 * The column 'Add column' brings: the first removed position within the shown range, else the one after the
 * last; null at the limit of 20.
 */
export function nextColumnOf(shown: readonly number[]): number | null {
  const last = shown.at(-1) ?? 0;
  for (let position = 1; position <= last; position++) if (!shown.includes(position)) return position;
  return last < MAX_COLUMNS ? last + 1 : null;
}

/**
 * Spec 3 §2.2: an empty cell of another set shows the default set's image at that position, faded, since the
 * set's retailers are compared with it until the set has its own.
 */
export function inheritedImageAt(sets: readonly GridSet[], set: GridSet, position: number): GridImage | null {
  if (set.isDefault || imagesAt(set, position).length > 0) return null;
  const defaultSet = sets.find((candidate) => candidate.isDefault);
  return defaultSet ? (imagesAt(defaultSet, position)[0] ?? null) : null;
}

/** Whether a dragged image may land on a cell: another cell, and an empty one (the server refuses a full one). */
export function mayDrop(sets: readonly GridSet[], dragged: DraggedImage, target: CellAddress): boolean {
  if (dragged.setId === target.setId && dragged.position === target.position) return false;
  const set = sets.find((candidate) => candidate.id === target.setId);
  return set !== undefined && imagesAt(set, target.position).length === 0;
}

/**
 * The update-grid changes of a drop: a copy adds the image to the target cell; a move also takes it out of the
 * cell it came from (the server applies removals first, all or nothing).
 */
export function dropChanges(
  productId: number,
  dragged: DraggedImage,
  target: CellAddress,
  effect: 'copy' | 'move',
): ReferenceImageGridChange[] {
  const add: ReferenceImageGridChange = {
    set_id: target.setId,
    image_id: dragged.imageId,
    position: target.position,
    operation: 'add',
    product_id: productId,
  };
  if (effect === 'copy') return [add];
  const remove: ReferenceImageGridChange = {
    set_id: dragged.setId,
    image_id: dragged.imageId,
    position: dragged.position,
    operation: 'remove',
    product_id: productId,
  };
  return [remove, add];
}

/** The update-grid changes that empty a column: every set's images at that position. */
export const removeColumnChanges = (
  productId: number,
  sets: readonly GridSet[],
  position: number,
): ReferenceImageGridChange[] =>
  sets.flatMap((set) =>
    imagesAt(set, position).map((image) => ({
      set_id: set.id,
      image_id: image.id,
      position,
      operation: 'remove' as const,
      product_id: productId,
    })),
  );
