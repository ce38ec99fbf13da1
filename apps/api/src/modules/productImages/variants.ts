import { PRODUCT_IMAGE_EDGE } from '@shelfsight/contracts';
import sharp, { type Sharp } from 'sharp';
import { hashOf } from './drawProduct';

/**
 * How a retailer's copy differs from the product's own image. Retailers mostly show the packshot as sent,
 * often re-encoded or resized, sometimes cropped, recoloured, watermarked, or a wrong product's image:
 * the cases image similarity has to tell apart.
 */
export const variantKinds = [
  'identical',
  'reencoded',
  'resized',
  'cropped',
  'recoloured',
  'watermarked',
  'otherProduct',
] as const;
export type VariantKind = (typeof variantKinds)[number];

/** Shares out of 100, in the order of `variantKinds`. */
const variantShares: Record<VariantKind, number> = {
  identical: 30,
  reencoded: 20,
  resized: 15,
  cropped: 10,
  recoloured: 10,
  watermarked: 10,
  otherProduct: 5,
};

export interface VariantKey {
  productId: number;
  retailerId: number;
  position: number;
  edition: number;
}

/** The retailer's kind of copy of one image position in one page edition: drawn from the ids, so stable. */
export function variantKindOf(key: VariantKey): VariantKind {
  let draw = hashOf('variant', key.productId, key.retailerId, key.position, key.edition) % 100;
  for (const kind of variantKinds) {
    draw -= variantShares[kind];
    if (draw < 0) return kind;
  }
  return 'identical';
}

export const RESIZED_EDGE = 420;
export const CROP = { left: 60, top: 40, width: 480, height: 520 } as const;
export const REENCODED_QUALITY = 60;

export interface EncodedImage {
  body: Buffer;
  contentType: 'image/png' | 'image/jpeg' | 'image/webp';
}

export const extensionOf: Record<EncodedImage['contentType'], string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};

/** The file type a kind of copy is kept in: only the re-encoded copy changes format. */
export function contentTypeOf(kind: VariantKind): EncodedImage['contentType'] {
  return kind === 'reencoded' ? 'image/jpeg' : 'image/png';
}

function watermarkSvg(text: string): Buffer {
  const edge = PRODUCT_IMAGE_EDGE.full;
  const label = text.replace(/[<>&'"]/g, '');
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${edge}" height="${edge}" font-family="DejaVu Sans, sans-serif">` +
      `<text x="300" y="320" font-size="64" font-weight="bold" fill="#ffffff" fill-opacity="0.55" stroke="#000" ` +
      `stroke-opacity="0.25" text-anchor="middle" transform="rotate(-30 300 300)">${label}</text></svg>`,
  );
}

/**
 * The retailer's copy made from the product's image (`base`, a 600 × 600 PNG). `otherProduct` is the other
 * product's image as it is, handed in as `other`. `watermark` is the text a watermarking retailer stamps on.
 */
export async function applyVariant(
  kind: VariantKind,
  base: Buffer,
  options: { key: VariantKey; other: Buffer | null; watermark: string },
): Promise<Buffer> {
  const png = (image: Sharp) => image.png({ compressionLevel: 9 }).toBuffer();
  switch (kind) {
    case 'identical':
      return base;
    case 'reencoded':
      return sharp(base).flatten({ background: '#ffffff' }).jpeg({ quality: REENCODED_QUALITY }).toBuffer();
    case 'resized':
      return png(sharp(base).resize(RESIZED_EDGE, RESIZED_EDGE));
    case 'cropped':
      return png(sharp(base).extract(CROP));
    case 'recoloured':
      // A hue turn of 40° to 159°: visibly another colourway, same shape and label.
      return png(sharp(base).modulate({ hue: 40 + (hashOf('hue', options.key.productId) % 120), saturation: 1.2 }));
    case 'watermarked':
      return png(sharp(base).composite([{ input: watermarkSvg(options.watermark) }]));
    case 'otherProduct':
      if (!options.other) return base;
      return options.other;
  }
}

/** The thumbnail: fits a 160 px square, WebP. */
export function thumbnailOf(full: Buffer): Promise<Buffer> {
  return sharp(full)
    .resize(PRODUCT_IMAGE_EDGE.thumb, PRODUCT_IMAGE_EDGE.thumb, { fit: 'inside' })
    .webp({ quality: 80 })
    .toBuffer();
}
