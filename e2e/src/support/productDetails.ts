import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** The product details dialog (not the click-through list beneath it): the one with the details' tab bar. */
export const productDialog = (page: Page) =>
  page.getByRole('dialog').filter({ has: page.getByRole('tab', { name: 'PDP' }) });

/**
 * Opens the product details with a click on `button` ('View product details') and waits for the dialog. The
 * button's hint (ui-kit's HoverTooltip) mounts as the pointer comes over it, and a table may draw again as late
 * answers arrive: a click that lands on the moment of either is clicked again, until the dialog shows. A click
 * while the dialog is opening waits behind its mask and is not repeated.
 */
export async function openDetails(page: Page, button: Locator): Promise<Locator> {
  const dialog = productDialog(page);
  for (let attempt = 1; ; attempt += 1) {
    // A click refused because the opening dialog's mask is over the button is fine: the dialog is coming.
    if (!(await dialog.isVisible())) await button.click({ timeout: 10_000 }).catch(() => undefined);
    try {
      await dialog.waitFor({ timeout: 10_000 });
      break;
    } catch (error) {
      if (attempt === 6) throw error;
    }
  }
  expect(new URL(page.url()).searchParams.get('product')).toMatch(/^\d+$/);
  return dialog;
}
