import { applyVariant, drawProduct, type ProductLook, type VariantKind, variantKinds } from '../productImages';
import type { SimilarityLabel } from './imageSimilarity';

/** The retailer copies the demo makes, plus the same packshot on another background (another view). */
export type PairKind = VariantKind | 'otherBackground';
export const pairKinds: readonly PairKind[] = [...variantKinds, 'otherBackground'];

/**
 * The label each kind of copy should get. Equal: the same picture, re-encoded, resized or with its margins
 * cropped. Highly similar: the same picture with something laid over it or behind it. Somewhat similar: the
 * same product in other colours. Different: another product.
 */
export const expectedLabelOf: Record<PairKind, SimilarityLabel> = {
  identical: 'equal',
  reencoded: 'equal',
  resized: 'equal',
  cropped: 'equal',
  watermarked: 'highly_similar',
  otherBackground: 'highly_similar',
  recoloured: 'somewhat_similar',
  otherProduct: 'different',
};

const categories = [
  'Coffee machines',
  'Electric toothbrushes',
  'Hair dryers',
  'Headphones',
  'Vacuum cleaners',
  'Blenders',
  'Shavers',
  'Kettles',
];
const colours = ['Black', 'White', 'Silver', 'Rose Gold', 'Graphite', 'Blue', 'Red'];
const brands = ['Acme Pro', 'Brisa', 'Corvo', 'Delta Home', 'Elan', 'Fjord', 'Gala', 'Helio', 'Ivo', 'Juno', 'Kora'];
const models = ['Classic', 'Pro', 'Eco', 'Max', 'Mini', 'Plus', 'Smart', 'Ultra'];

/** A catalogue-like product look, varied by id (category, colour, brand and name all cycle independently). */
export function lookOf(productId: number): ProductLook {
  const brand = brands[(productId * 7) % brands.length]!;
  const category = categories[productId % categories.length]!;
  const model = models[(productId * 3) % models.length]!;
  return {
    productId,
    brand,
    category,
    colour: colours[(productId * 5) % colours.length]!,
    name: `${brand} ${model} ${category.replace(/s$/, '')} ${100 + ((productId * 37) % 900)}`,
  };
}

export interface LabelledPair {
  productId: number;
  kind: PairKind;
  expected: SimilarityLabel;
  reference: Buffer;
  candidate: Buffer;
}

/**
 * One labelled pair of each kind for each product: the product's packshot and the copy. `otherProduct` takes a
 * product a fixed step away (so about one in four shares the shape); watermarks name a retailer.
 */
export async function* labelledPairs(productCount: number, firstProductId = 1): AsyncGenerator<LabelledPair> {
  for (let productId = firstProductId; productId < firstProductId + productCount; productId += 1) {
    const look = lookOf(productId);
    const reference = await drawProduct(look);
    for (const kind of pairKinds) {
      const key = { productId, retailerId: 1 + (productId % 5), position: 1, edition: 1 };
      const candidate =
        kind === 'otherBackground'
          ? await drawProduct(look, 2 + (productId % 4))
          : await applyVariant(kind, reference, {
              key,
              other: kind === 'otherProduct' ? await drawProduct(lookOf(productId + 1 + (productId % 9))) : null,
              watermark: `Retailer ${key.retailerId}`,
            });
      yield { productId, kind, expected: expectedLabelOf[kind], reference, candidate };
    }
  }
}
