import type { Page } from 'playwright-core';
import { afterAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { newPage, useBrowser } from './support/browser';
import { customerApi, type CustomerApi } from './support/customerApi';
import { expectDrawn, openDashboard } from './support/dashboard';
import { openDetails, productDialog } from './support/productDetails';
import {
  type FilterItem,
  gridOf,
  openReferenceImagesEditor,
  productWithoutReferenceImages,
  removeReferenceImages,
  saveInEditor,
  type SimilarityCheck,
  storedProduct,
} from './support/referenceImages';
import { signInOnce } from './support/signedIn';

const WIDGET = 'Image similarity by retailer';

/** What the image-similarity widget's answer holds (contracts' imageSimilarityOverviewOutputSchema). */
interface Overview {
  retailers: { id: number; name: string }[];
  products: { productDummyId: number | string; name: string; results: SimilarityCheck[] }[];
}
interface ListedRetailer {
  id: number;
  name: string;
  module: 'ism' | 'fcism' | 'none';
  setId: number | null;
}

/** The badges' texts (ui-kit's SimilarityBadge), the spec's result states. */
const LABELS: Record<string, string> = {
  in_progress: 'Check in progress',
  equal: 'Equal',
  highly_similar: 'Highly similar',
  somewhat_similar: 'Somewhat similar',
  different: 'Different',
  upgrade_to_check: 'Upgrade to check',
};

describe('image similarity computed for an uploaded reference image, in Chromium', { timeout: 420_000 }, () => {
  const browser = useBrowser();
  let page: Page;
  let api: CustomerApi | undefined;
  let product: FilterItem | undefined;

  beforeEach(async () => {
    page = await newPage(browser(), inject('baseUrl'));
  });

  afterAll(async () => {
    if (api && product) await removeReferenceImages(api, product.id);
  });

  it("shows 'Check in progress', then the job's computed labels in the widget and the product details", async () => {
    const session = await customerApi();
    api = session.api;
    const widgetId = (await api<{ id: number; name: string }[]>('GET', 'widgets')).find(
      (widget) => widget.name === WIDGET,
    )?.id;
    expect(widgetId, `the demo widget '${WIDGET}'`).toBeDefined();
    const overview = async () =>
      (await api!<{ rawOutput: Overview }>('POST', 'widget/get-data', { widgetId })).rawOutput;

    // A product on the widget's first page without reference images yet.
    const before = await overview();
    product = await productWithoutReferenceImages(
      api,
      before.products.map((row) => ({ id: Number(row.productDummyId), name: row.name })),
    );
    expect(product, 'a product of the widget without reference images').toBeDefined();
    const defaultSet = (await gridOf(api, product!.id)).find((set) => set.isDefault)!;
    // A retailer of the widget in the default set whose module checks the main image.
    const { retailers } = await api<{ retailers: ListedRetailer[] }>('GET', 'reference-image/retailers');
    const retailer = retailers.find(
      (candidate) =>
        candidate.module !== 'none' &&
        (candidate.setId === null || candidate.setId === defaultSet.id) &&
        before.retailers.some((column) => column.id === candidate.id),
    );
    expect(retailer, 'a retailer of the widget checked with the default set').toBeDefined();
    // That retailer's own picture of the product: the reference image it is compared with is the same picture,
    // so its label must come out 'equal' whatever the other retailers' copies give.
    const copy = await session.raw(
      `products/${product!.id}/image?retailerId=${retailer!.id}&position=1&edition=1&size=full`,
    );
    const mimeType = copy.headers.get('content-type') ?? 'image/png';
    const buffer = Buffer.from(await copy.arrayBuffer());

    await signInOnce(page, 'admin@acme.test');
    await openReferenceImagesEditor(page, product!);
    const saved = await saveInEditor(page, { name: `retailer-copy.${mimeType.split('/')[1]}`, mimeType, buffer });
    const [image] = saved.referenceImages;
    expect(image?.checks.map((check) => check.status)).toContain('in_progress');
    expect(image?.checks.map((check) => check.retailerId)).toContain(retailer!.id);
    await page.getByText('Check in progress').first().waitFor();

    // The server's own job runner (pg-boss, jobs on) computes the checks the save queued.
    await expect
      .poll(
        async () =>
          (await storedProduct(api!, product!.id)).referenceImages[0]?.checks.filter(
            (check) => check.status === 'in_progress',
          ).length,
        { timeout: 180_000, interval: 1_000 },
      )
      .toBe(0);
    const checks = (await storedProduct(api, product!.id)).referenceImages[0]!.checks;
    expect(checks.find((check) => check.retailerId === retailer!.id)?.status).toBe('equal');
    const labelAt = new Map(checks.map((check) => [check.retailerId, LABELS[check.status] ?? 'Check failed']));

    // The editor shows each retailer's computed label.
    await page.reload();
    const similarity = page.locator('[aria-label="Similarity"]');
    await expect.poll(async () => similarity.textContent(), { timeout: 60_000 }).not.toContain('Check in progress');
    const nameOf = new Map(retailers.map((listed) => [listed.id, listed.name]));
    const shown = await similarity.textContent();
    for (const check of checks)
      expect(shown).toContain(`${nameOf.get(check.retailerId)}${labelAt.get(check.retailerId)}`);
    expect(shown).toContain(`${retailer!.name}Equal`);

    // The widget: the product's row shows, under each retailer checked, the label of the stored check.
    await page.goto('/');
    await openDashboard(page, 'Content and DCC');
    const widget = page.getByRole('figure', { name: WIDGET });
    await widget.scrollIntoViewIfNeeded();
    await expectDrawn(widget);
    const headers = (await widget.locator('.ant-table-thead th').allTextContents()).map((text) => text.trim());
    const row = widget.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: product!.name });
    await row.waitFor({ timeout: 60_000 });
    const cells = (await row.locator('td').allTextContents()).map((text) => text.trim());
    const columns = (await overview()).retailers;
    let compared = 0;
    for (const column of columns) {
      const expected = labelAt.get(column.id);
      if (expected === undefined) continue;
      const index = headers.indexOf(column.name);
      expect(index, `the column of ${column.name}`).toBeGreaterThan(0);
      expect(cells[index], `${product!.name} at ${column.name}`).toBe(expected);
      compared += 1;
    }
    expect(compared).toBe(checks.length);
    expect(cells[headers.indexOf(columns.find((column) => column.id === retailer!.id)!.name)]).toBe('Equal');

    // The product details, opened from that row: the retailer's images & videos say how its main image compares.
    const dialog = await openDetails(page, row.getByRole('button', { name: 'View product details' }));
    await dialog.getByRole('tab', { name: 'Page Content', exact: true }).click();
    const panel = dialog.getByRole('tabpanel', { name: 'Page Content', exact: true });
    await panel.getByRole('button', { name: `Images & videos at ${retailer!.name}` }).click();
    const media = page.getByRole('dialog', { name: `Images & videos at ${retailer!.name}` });
    await media.waitFor({ timeout: 60_000 });
    expect(await media.getByRole('status', { name: 'Main image against the reference image:' }).textContent()).toBe(
      'Equal',
    );
    // The customer has the image similarity module, so the editor is offered there.
    await media.getByRole('button', { name: 'Edit reference images' }).waitFor();
  });
});
