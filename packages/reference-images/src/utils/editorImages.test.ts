import { referenceImageMessages } from '@shelfsight/contracts';
import { describe, expect, it } from 'vitest';
import { sampleProductImages } from '../testing/sampleData';
import {
  blankImage,
  editorImagesOf,
  mayDelete,
  clashOf,
  takenByOtherImages,
  savePayloadOf,
  uploadProblemOf,
  withBlankOnTop,
} from './editorImages';

const file = (name: string, type: string, size = 10) => new File([new Uint8Array(size)], name, { type });

describe('editor images (spec 3 §4.4)', () => {
  it('gives a product without images one blank, and keeps the stored main images of the set', () => {
    const blank = editorImagesOf({ productId: 7, referenceImages: [] }, 10);
    expect(blank).toHaveLength(1);
    expect(blank[0]).toMatchObject({ id: null, isNew: true, file: null });
    expect(editorImagesOf(sampleProductImages, 10).map((image) => image.id)).toEqual([501]);
    // Another set's images are not this editor's.
    expect(editorImagesOf(sampleProductImages, 11)).toHaveLength(1);
    expect(editorImagesOf(sampleProductImages, 11)[0]!.isNew).toBe(true);
  });

  it('adds a blank on top', () => {
    const images = editorImagesOf(sampleProductImages, 10);
    const next = withBlankOnTop(images);
    expect(next.map((image) => image.id)).toEqual([null, 501]);
  });

  it('allows deleting with more than one image or any stored one', () => {
    expect(mayDelete([blankImage()])).toBe(false);
    expect(mayDelete([blankImage(), blankImage()])).toBe(true);
    expect(mayDelete(editorImagesOf(sampleProductImages, 10))).toBe(true);
  });

  it('lists the retailers of the other images only', () => {
    const a = { ...blankImage(), retailerIds: [1, 2] };
    const b = { ...blankImage(), retailerIds: [4] };
    expect(takenByOtherImages([a, b], a.key)).toEqual({ all: false, retailerIds: new Set([4]) });
  });

  it('takes every retailer beside an image for all retailers, but not beside a blank', () => {
    const named = { ...blankImage(), file: file('a.png', 'image/png'), retailerIds: [1, 2] };
    const forAll = { ...blankImage(), file: file('b.png', 'image/png') };
    expect(takenByOtherImages([named, forAll], named.key).all).toBe(true);
    expect(takenByOtherImages([named, blankImage()], named.key).all).toBe(false);
    const stored = editorImagesOf(sampleProductImages, 10)[0]!;
    expect(stored.retailerIds).toEqual([]);
    expect(takenByOtherImages([named, stored], named.key).all).toBe(true);
  });

  it('finds the clash of an image for all retailers with one naming retailers, either way round', () => {
    const nameOf = (id: number) => `R${id}`;
    const named = { ...blankImage(), file: file('a.png', 'image/png'), retailerIds: [1, 2] };
    const forAll = { ...blankImage(), file: file('b.png', 'image/png') };
    for (const images of [
      [named, forAll],
      [forAll, named],
    ])
      expect(clashOf(images, nameOf)).toBe(
        `${referenceImageMessages.retailerUsedByOtherImage}: ${nameOf(1)}, ${nameOf(2)}`,
      );
    expect(clashOf([forAll, { ...forAll, key: 'other' }], nameOf)).toBe(
      referenceImageMessages.sameRetailersAndSequence,
    );
    expect(clashOf([{ ...named, retailerIds: [3] }, named], nameOf)).toBeNull();
    // A blank is not saved, so its 'All retailers' clashes with nothing.
    expect(clashOf([named, blankImage()], nameOf)).toBeNull();
  });

  it('sends only what changed: new files by key, stored images by id, no blanks', () => {
    const stored = editorImagesOf(sampleProductImages, 10)[0]!;
    expect(savePayloadOf(101, 10, [blankImage(), stored])).toBeNull();
    const picked = { ...blankImage(), file: file('a.png', 'image/png'), retailerIds: [2] };
    const moved = { ...stored, retailerIds: [1] };
    const payload = savePayloadOf(101, 10, [blankImage(), picked, moved])!;
    expect(payload.object).toEqual({
      productId: 101,
      setId: 10,
      referenceImages: [
        { id: picked.key, imageSequence: 1, retailerIds: [2] },
        { id: 501, imageSequence: 1, retailerIds: [1] },
      ],
    });
    expect(Object.keys(payload.files)).toEqual([picked.key]);
  });

  it('checks one file at a time, its type and 5 MB', () => {
    expect(uploadProblemOf([file('a.png', 'image/png'), file('b.png', 'image/png')])).toBe(
      referenceImageMessages.onlyOneFile,
    );
    expect(uploadProblemOf([file('a.bmp', 'image/bmp')])).toBe('image/bmp invalid image type');
    expect(uploadProblemOf([file('a.webp', 'image/webp', 5 * 1024 * 1024)])).toBeNull();
    expect(uploadProblemOf([file('a.tiff', 'image/tiff', 5 * 1024 * 1024 + 1)])).toBe(referenceImageMessages.tooLarge);
  });
});
