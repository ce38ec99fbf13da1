import { createHash } from 'node:crypto';
import { type ProductImageQuery, productImageMessages } from '@shelfsight/contracts';
import type { Db } from '../../db/database';
import type { FileStore } from '../../lib/fileStore';
import { HttpError } from '../../lib/httpError';
import { drawProduct, hashOf, type ProductLook } from './drawProduct';
import { otherProductId, productLookOf, trackedRetailerName } from './productLook.repository';
import {
  applyVariant,
  contentTypeOf,
  type EncodedImage,
  extensionOf,
  thumbnailOf,
  type VariantKey,
  variantKindOf,
} from './variants';

/** Part of every key: a change to the drawing or the variants starts a new set of files (and URLs). */
export const IMAGE_GENERATION = 1;

export interface ServedImage extends EncodedImage {
  /** A hash of the bytes: the ETag. */
  etag: string;
}

const etagOf = (body: Buffer) => `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

/**
 * Product images made on first request and kept in the file store: the product's packshot per view, each
 * retailer's copy per position and page edition, and a thumbnail of each. A kept file is never made again.
 */
export function productImageFiles(db: Db, store: FileStore) {
  const folder = (customerId: number, productId: number) =>
    `product-images/g${IMAGE_GENERATION}/c${customerId}/p${productId}`;

  async function kept(key: string, make: () => Promise<Buffer>): Promise<Buffer> {
    const stored = await store.get(key);
    if (stored) return stored;
    const made = await make();
    await store.put(key, made);
    return made;
  }

  /** The product's own packshot; `view` is the carousel position (1: the main image). */
  function packshot(customerId: number, look: ProductLook, view: number): Promise<Buffer> {
    return kept(`${folder(customerId, look.productId)}/own-v${view}.png`, () => drawProduct(look, view));
  }

  async function otherPackshot(customerId: number, look: ProductLook, key: VariantKey): Promise<Buffer | null> {
    const draw = hashOf('other', key.productId, key.retailerId, key.position, key.edition);
    const otherId = await otherProductId(db, customerId, look.productId, draw);
    const other = otherId === null ? null : await productLookOf(db, customerId, otherId);
    return other ? packshot(customerId, other, key.position) : null;
  }

  /** The full-size image the query names, made and kept if it is not yet. */
  async function fullImage(
    customerId: number,
    look: ProductLook,
    query: ProductImageQuery,
    retailerName: string | null,
  ): Promise<EncodedImage> {
    if (query.retailerId === undefined || retailerName === null) {
      return { body: await packshot(customerId, look, query.position), contentType: 'image/png' };
    }
    const key: VariantKey = { productId: look.productId, ...query, retailerId: query.retailerId };
    const kind = variantKindOf(key);
    const contentType = contentTypeOf(kind);
    const file = `${folder(customerId, look.productId)}/r${key.retailerId}-e${key.edition}-p${key.position}.${extensionOf[contentType]}`;
    const body = await kept(file, async () => {
      const base = await packshot(customerId, look, query.position);
      const other = kind === 'otherProduct' ? await otherPackshot(customerId, look, key) : null;
      return applyVariant(kind, base, { key, other, watermark: retailerName });
    });
    return { body, contentType };
  }

  return {
    /** The image a query names; 404 for a product or retailer the customer does not have. */
    async image(customerId: number, productId: number, query: ProductImageQuery): Promise<ServedImage> {
      const look = await productLookOf(db, customerId, productId);
      if (!look) throw new HttpError(404, productImageMessages.productNotFound);
      const retailerName =
        query.retailerId === undefined ? null : await trackedRetailerName(db, customerId, query.retailerId);
      if (query.retailerId !== undefined && retailerName === null) {
        throw new HttpError(404, productImageMessages.retailerNotTracked);
      }
      const name = `${query.retailerId === undefined ? 'own' : `r${query.retailerId}-e${query.edition}`}-p${query.position}`;
      if (query.size === 'thumb') {
        const body = await kept(`${folder(customerId, productId)}/thumb-${name}.webp`, async () =>
          thumbnailOf((await fullImage(customerId, look, query, retailerName)).body),
        );
        return { body, contentType: 'image/webp', etag: etagOf(body) };
      }
      const full = await fullImage(customerId, look, query, retailerName);
      return { ...full, etag: etagOf(full.body) };
    },
  };
}

export type ProductImageFiles = ReturnType<typeof productImageFiles>;
