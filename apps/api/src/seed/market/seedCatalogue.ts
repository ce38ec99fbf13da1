import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  assortments,
  attributes,
  brands,
  brandTypes,
  countries,
  customerRetailers,
  productAttributeValues,
  products,
  productTags,
  retailerProducts,
  retailers,
  searchCategories,
  searchKeywords,
  sellers,
  tagCategories,
  tags,
} from '../../db/schema';
import {
  brandNamesByCustomer,
  brandTypeNames,
  colours,
  demoCountries,
  lifecycleTags,
  productCategories,
  productSeries,
  retailerTemplates,
  segments,
  thirdPartySellers,
} from './catalogueData';
import { createRng, mixSeed } from './random';
import type { TenantScale } from './scales';

const CHUNK = 500;

async function insertChunked<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += CHUNK) await insert(rows.slice(start, start + CHUNK));
}

/** Countries, retailers and their sellers: shared by every tenant, inserted once. */
/**
 * A demo product's GTIN codes (12 digits): its own, and for some a pack variant's under another prefix, so no code
 * repeats within a customer's catalogue.
 */
export function demoGtinCodes(customerId: number, index: number, withVariant: boolean): string[] {
  const item = String(1_000_000 + index * 7 + customerId).padStart(9, '0');
  const own = `${400 + (customerId % 100)}${item}`;
  return withVariant ? [own, `${500 + (customerId % 100)}${item}`] : [own];
}

export async function seedReferenceData(db: Db): Promise<void> {
  await db
    .insert(countries)
    .values([...demoCountries])
    .onConflictDoNothing();
  await db
    .insert(retailers)
    .values(
      retailerTemplates.map((template) => ({
        name: template.name,
        displayName: template.displayName,
        countryCode: template.countryCode,
        // No logo: an address on another host is blocked by the app's Content-Security-Policy (img-src 'self'),
        // so screens show the retailer's name instead.
        logoUrl: null,
        siteRootUrl: `https://www.${template.domain}`,
        keywordUrl: `https://www.${template.domain}/search?q={keyword}`,
        allowConfigOtherRankings: template.marketplace,
        categoryTemplateType: 'URL',
        categoryInputTemplate: `https://www.${template.domain}/c/{category}`,
        maxVisibilityTrackingEntitiesAllowed: template.marketplace ? 100 : 50,
      })),
    )
    .onConflictDoNothing();
  const retailerRows = await db
    .select({ id: retailers.id, name: retailers.name, displayName: retailers.displayName })
    .from(retailers);
  const sellerRows = retailerRows.flatMap((retailer) => {
    const template = retailerTemplates.find((candidate) => candidate.name === retailer.name);
    const own = { retailerId: retailer.id, name: retailer.displayName, isRetailer: true };
    if (!template?.marketplace) return [own];
    return [own, ...thirdPartySellers.map((name) => ({ retailerId: retailer.id, name, isRetailer: false }))];
  });
  await db.insert(sellers).values(sellerRows).onConflictDoNothing();
}

/** A module per retailer position: mostly image similarity, a few retailers without it. */
function moduleFor(index: number): 'ism' | 'fcism' | 'none' {
  if (index % 4 === 3) return 'none';
  return index % 3 === 0 ? 'fcism' : 'ism';
}

/**
 * The catalogue of one tenant: tracked retailers, brands, products with codes and MAP, tags,
 * attributes (RRP among them), assortment, retailer products, keywords and category pages.
 * Does nothing when the customer already tracks retailers. Deterministic for a seed.
 */
export async function seedTenantCatalogue(
  db: Db,
  customer: { id: number; name: string },
  scale: TenantScale,
  seed: number,
): Promise<boolean> {
  const [existing] = await db
    .select({ n: count() })
    .from(customerRetailers)
    .where(eq(customerRetailers.customerId, customer.id));
  if ((existing?.n ?? 0) > 0) return false;
  const rng = createRng(mixSeed(seed, customer.id, 1));
  const customerId = customer.id;
  const names = brandNamesByCustomer[customer.name] ?? brandNamesByCustomer['Acme Retail']!;

  const retailerRows = await db.select().from(retailers).orderBy(retailers.id);
  const tracked = retailerRows.slice(0, scale.retailers);
  await db
    .insert(customerRetailers)
    .values(tracked.map((retailer, index) => ({ customerId, retailerId: retailer.id, module: moduleFor(index) })));

  const typeRows = await db
    .insert(brandTypes)
    .values(brandTypeNames.map((name) => ({ customerId, name })))
    .returning();
  const typeId = (name: string) => typeRows.find((row) => row.name === name)?.id ?? null;
  const brandRows = await db
    .insert(brands)
    .values([
      ...names.own.map((name) => ({ customerId, name, brandTypeId: typeId('Own brand') })),
      ...names.competitors.map((name) => ({ customerId, name, brandTypeId: typeId('Competitor') })),
      ...names.privateLabel.map((name) => ({ customerId, name, brandTypeId: typeId('Private label') })),
    ])
    .returning();

  const [categoryGroup, segmentGroup, lifecycleGroup] = await db
    .insert(tagCategories)
    .values([
      { customerId, name: 'category', label: 'Category' },
      { customerId, name: 'segment', label: 'Segment' },
      { customerId, name: 'lifecycle', label: 'Lifecycle' },
    ])
    .returning();
  const tagRows = await db
    .insert(tags)
    .values([
      ...productCategories.map((category) => ({ customerId, categoryId: categoryGroup!.id, value: category.name })),
      ...segments.map((value) => ({ customerId, categoryId: segmentGroup!.id, value })),
      ...lifecycleTags.map((value) => ({ customerId, categoryId: lifecycleGroup!.id, value })),
    ])
    .returning();
  const tagId = (value: string) => tagRows.find((row) => row.value === value)?.id ?? 0;
  const attributeRows = await db
    .insert(attributes)
    .values([
      { customerId, name: 'RRP (EUR)', dataType: 'n' as const },
      { customerId, name: 'Colour', dataType: 's' as const },
      { customerId, name: 'Launch date', dataType: 'd' as const },
    ])
    .returning();
  const [rrpAttribute, colourAttribute, launchAttribute] = attributeRows;

  // Products: brand, category and price drawn per product; own brands carry most of the range.
  const drafts = Array.from({ length: scale.products }, (_, index) => {
    const brand = rng.chance(0.45) ? rng.pick(brandRows.slice(0, names.own.length)) : rng.pick(brandRows);
    const category = productCategories[index % productCategories.length]!;
    const segment = rng.pick(segments);
    const factor = segment === 'Premium' ? 1.6 : segment === 'Entry' ? 0.6 : 1;
    const rrp = Math.round(category.price * factor * (0.8 + rng.float() * 0.4)) - 0.01;
    const mapPrice = rng.chance(0.7) ? (Math.round(rrp * 0.85 * 100) / 100).toFixed(2) : null;
    return {
      brand,
      category,
      segment,
      rrp,
      lifecycle: rng.chance(0.1) ? 'New launch' : rng.chance(0.08) ? 'End of life' : 'Core range',
      colour: rng.pick(colours),
      launch: `20${rng.int(22, 25)}-${String(rng.int(1, 12)).padStart(2, '0')}-01`,
      row: {
        customerId,
        brandId: brand.id,
        name: `${brand.name} ${rng.pick(productSeries)} ${category.singular} ${rng.int(100, 999)}`,
        gtinCodes: demoGtinCodes(customerId, index, rng.chance(0.1)),
        mpnCodes: [`${brand.name.slice(0, 3).toUpperCase()}-${String(index + 1).padStart(5, '0')}`],
        otherCodes: rng.chance(0.3) ? [`SKU${customerId}${index}`] : [],
        mapPrice,
        mapCurrency: mapPrice === null ? null : 'EUR',
      },
    };
  });
  const productRows: { id: number }[] = [];
  await insertChunked(drafts, async (chunk) => {
    productRows.push(
      ...(await db
        .insert(products)
        .values(chunk.map((draft) => draft.row))
        .returning({ id: products.id })),
    );
  });

  const tagLinks = drafts.flatMap((draft, index) => {
    const productId = productRows[index]!.id;
    return [draft.category.name, draft.segment, draft.lifecycle].map((value) => ({
      customerId,
      productId,
      tagId: tagId(value),
    }));
  });
  await insertChunked(tagLinks, (chunk) => db.insert(productTags).values(chunk));
  const attributeValues = drafts.flatMap((draft, index) => {
    const productId = productRows[index]!.id;
    return [
      { customerId, productId, attributeId: rrpAttribute!.id, value: draft.rrp.toFixed(2) },
      { customerId, productId, attributeId: colourAttribute!.id, value: draft.colour },
      { customerId, productId, attributeId: launchAttribute!.id, value: draft.launch },
    ];
  });
  await insertChunked(attributeValues, (chunk) => db.insert(productAttributeValues).values(chunk));

  // Assortment and listings: each product is expected at a share of the tracked retailers.
  const pairs: { retailerId: number; productId: number; pdp: boolean; domain: string; index: number }[] = [];
  tracked.forEach((retailer) => {
    const domain = retailerTemplates.find((template) => template.name === retailer.name)?.domain ?? 'example.test';
    productRows.forEach((product, index) => {
      if (!rng.chance(scale.assortmentShare)) return;
      pairs.push({ retailerId: retailer.id, productId: product.id, pdp: rng.chance(scale.pdpShare), domain, index });
    });
  });
  await insertChunked(pairs, (chunk) =>
    db.insert(assortments).values(chunk.map(({ retailerId, productId }) => ({ customerId, retailerId, productId }))),
  );
  const listed = pairs.filter((pair) => pair.pdp);
  await insertChunked(listed, (chunk) =>
    db.insert(retailerProducts).values(
      chunk.map(({ retailerId, productId, domain, index }) => {
        const shopProductId = `${retailerId}${String(productId).padStart(6, '0')}${index % 10}`;
        return { customerId, retailerId, productId, shopProductId, pdpUrl: `https://www.${domain}/p/${shopProductId}` };
      }),
    ),
  );

  const keywordRows = tracked.flatMap((retailer) =>
    productCategories
      .flatMap((category) => category.keywords)
      .slice(0, scale.keywordsPerRetailer)
      .map((name) => ({ customerId, retailerId: retailer.id, name })),
  );
  await insertChunked(keywordRows, (chunk) => db.insert(searchKeywords).values(chunk));
  const categoryRows = tracked.flatMap((retailer) => {
    const domain = retailerTemplates.find((template) => template.name === retailer.name)?.domain ?? 'example.test';
    return productCategories.slice(0, scale.categoriesPerRetailer).map((category) => ({
      customerId,
      retailerId: retailer.id,
      name: category.name,
      url: `https://www.${domain}/c/${category.name.toLowerCase().replaceAll(' ', '-')}`,
    }));
  });
  // Other pages: the home page where the retailer allows other rankings (its marketplaces in the demo).
  const homePages = tracked
    .filter((retailer) => retailerTemplates.find((template) => template.name === retailer.name)?.marketplace)
    .map((retailer) => {
      const domain = retailerTemplates.find((template) => template.name === retailer.name)?.domain ?? 'example.test';
      return {
        customerId,
        retailerId: retailer.id,
        name: 'Home page',
        url: `https://www.${domain}/`,
        contentType: 'OTHER' as const,
      };
    });
  await insertChunked([...categoryRows, ...homePages], (chunk) => db.insert(searchCategories).values(chunk));
  return true;
}
