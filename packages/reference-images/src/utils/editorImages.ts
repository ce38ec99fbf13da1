import {
  type ImageSimilarityResult,
  type ProductReferenceImages,
  type ProductReferenceImagesObject,
  REFERENCE_IMAGE_LIMITS,
  referenceImageClash,
  referenceImageMessages,
} from '@shelfsight/contracts';

/** The main image position (spec 3 §3: imageSequence 1 is the Main image); the editor edits only this one. */
export const MAIN_IMAGE = 1;

/** One image of the per-product editor: a stored one, or a new one (blank until a file is chosen). */
export interface EditorImage {
  key: string;
  /** The stored image's id; null for a new one. */
  id: number | null;
  file: File | null;
  src: string | null;
  filename: string | null;
  /** Empty: every retailer of the set that has the module. */
  retailerIds: number[];
  /** The retailers the stored image applies to now, which the server's delete names it by. */
  storedRetailerIds: number[];
  checks: ImageSimilarityResult[];
  isNew: boolean;
  hasError: boolean;
}

let nextKey = 0;
/** A file part's name for a new image (the server accepts letters, digits, _ and -). */
const newKey = () => `new-${++nextKey}`;

export const blankImage = (): EditorImage => ({
  key: newKey(),
  id: null,
  file: null,
  src: null,
  filename: null,
  retailerIds: [],
  storedRetailerIds: [],
  checks: [],
  isNew: true,
  hasError: false,
});

/** The product's main images of `setId` as the editor starts with them; a product with none gets one blank. */
export function editorImagesOf(product: ProductReferenceImages, setId: number): EditorImage[] {
  const stored = product.referenceImages
    .filter((image) => image.setId === setId && image.imageSequence === MAIN_IMAGE)
    .map<EditorImage>((image) => {
      const retailerIds = image.retailers.map((retailer) => retailer.id);
      return {
        key: `stored-${image.id}`,
        id: image.id,
        file: null,
        src: image.src,
        filename: image.filename,
        retailerIds,
        storedRetailerIds: retailerIds,
        checks: image.checks,
        isNew: false,
        hasError: false,
      };
    });
  return stored.length > 0 ? stored : [blankImage()];
}

/** '+ Add' puts a new blank at the top. */
export const withBlankOnTop = (images: readonly EditorImage[]): EditorImage[] => [blankImage(), ...images];

/** Deleting is offered while more than one image is shown or at least one is stored. */
export const mayDelete = (images: readonly EditorImage[]): boolean =>
  images.length > 1 || images.some((image) => !image.isNew);

const sameIds = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length &&
  [...a].sort((x, y) => x - y).every((id, index) => id === [...b].sort((x, y) => x - y)[index]);

/** Why 'Select all' cannot be ticked: another image names retailers, or applies to all of them itself. */
export const SOME_RETAILERS_TAKEN = 'Another reference image already applies to some retailers';
export const ALL_RETAILERS_TAKEN = 'Another reference image already applies to all retailers';

/** A stored image, or one with a file to save; a blank's 'All retailers' is not a choice yet. */
const isReal = (image: EditorImage) => !image.isNew || image.file !== null;

export interface TakenRetailers {
  /** Another image applies to all retailers: none is left. */
  all: boolean;
  /** The retailers other images name. */
  retailerIds: Set<number>;
}

/**
 * What the other images of the product already take (spec 3 §4.4, §5): a retailer applies one image at a position,
 * and an image without retailers applies to all of them.
 */
export function takenByOtherImages(images: readonly EditorImage[], key: string): TakenRetailers {
  const others = images.filter((image) => image.key !== key);
  return {
    all: others.some((image) => isReal(image) && image.retailerIds.length === 0),
    retailerIds: new Set(others.flatMap((image) => image.retailerIds)),
  };
}

/**
 * The first clash between the images the server will hold after Save (the contract's rule), as the text to show:
 * two images for the same retailers, or a retailer (any, for an image for all retailers) in two images. Null when
 * there is none. The editor's images all sit at the main position.
 */
export function clashOf(images: readonly EditorImage[], nameOf: (retailerId: number) => string): string | null {
  const clash = referenceImageClash(
    images.filter(isReal).map((image) => ({ imageSequence: MAIN_IMAGE, retailerIds: image.retailerIds })),
  );
  if (clash === null) return null;
  if (clash.kind === 'sameRetailers') return referenceImageMessages.sameRetailersAndSequence;
  return `${referenceImageMessages.retailerUsedByOtherImage}: ${clash.retailerIds.map(nameOf).join(', ')}`;
}

/** Whether the image differs from what the server holds: a new file, or other retailers of a stored one. */
export const isChanged = (image: EditorImage): boolean =>
  image.file !== null || (!image.isNew && !sameIds(image.retailerIds, image.storedRetailerIds));

/**
 * The multipart save of the changed images: new ones by their key (the name of their file part), stored ones by
 * id. Blanks without a file are left out; null when nothing changed.
 */
export function savePayloadOf(
  productId: number,
  setId: number,
  images: readonly EditorImage[],
): { object: ProductReferenceImagesObject; files: Record<string, File> } | null {
  const changed = images.filter(isChanged);
  if (changed.length === 0) return null;
  const files: Record<string, File> = {};
  for (const image of changed) if (image.file) files[image.key] = image.file;
  return {
    object: {
      productId,
      setId,
      referenceImages: changed.map((image) => ({
        id: image.file ? image.key : image.id!,
        imageSequence: MAIN_IMAGE,
        retailerIds: image.retailerIds,
      })),
    },
    files,
  };
}

const TYPE_OF_MIME: Record<string, (typeof REFERENCE_IMAGE_LIMITS.types)[number]> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/tiff': 'tiff',
};

/**
 * Spec 3 §5 checks of what was dropped or picked, before anything is sent (the server checks the content again):
 * the message to show, or null when the one file may be used.
 */
export function uploadProblemOf(files: readonly File[]): string | null {
  if (files.length > 1) return referenceImageMessages.onlyOneFile;
  const file = files[0];
  if (!file) return null;
  if (!TYPE_OF_MIME[file.type]) {
    const type = file.type || file.name.split('.').pop() || 'unknown';
    return referenceImageMessages.invalidType(type);
  }
  if (file.size > REFERENCE_IMAGE_LIMITS.maxBytes) return referenceImageMessages.tooLarge;
  return null;
}
