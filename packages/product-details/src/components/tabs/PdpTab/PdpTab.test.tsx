import { signedInSession } from '@shelfsight/api-client/fixtures';
import { fakeServer, jsonResponse, renderWithProviders } from '@shelfsight/api-client/test-utils';
import type { ProductDetails } from '@shelfsight/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sampleProductDetails } from '../../../testing/sampleProductDetails';
import PdpTab from './PdpTab';

const sample = sampleProductDetails();
const retailerNamed = (details: ProductDetails, name: string) => {
  const found = details.retailerDetails.find((detail) => detail.retailerName === name);
  if (!found) throw new Error(`No retailer ${name} in the sample`);
  return found;
};
const plainWords = (text: string) => text.split(' ').filter((word) => word.trim() !== '');

/** Answers the details call with `first`, or with `byDay[day]` when the tab asks for one day. */
function serveDetails(first: ProductDetails, byDay: Record<string, ProductDetails> = {}) {
  const searches: URLSearchParams[] = [];
  fakeServer((request) => {
    const search = new URL(request.url).searchParams;
    searches.push(search);
    const day = search.get('dateTo');
    return jsonResponse({ rawOutput: (day && byDay[day]) ?? first });
  });
  return searches;
}

async function renderTab(details: ProductDetails = sample, byDay: Record<string, ProductDetails> = {}) {
  const searches = serveDetails(details, byDay);
  const view = renderWithProviders(<PdpTab productDummyId="4711" dateFrom="2026-10-29" dateTo="2026-11-27" />, {
    preloadedState: { session: signedInSession() },
  });
  await screen.findByRole('table');
  return { ...view, searches };
}

const retailerHeadings = () =>
  screen
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent)
    .filter((text) => text !== 'Attribute');
const rowOf = (label: string) => screen.getByRole('rowheader', { name: label }).closest('tr') as HTMLElement;
const label = (detail: { retailerName: string; countryCode: string }) =>
  `${detail.retailerName} (${detail.countryCode})`;

describe('PdpTab', { timeout: 30_000 }, () => {
  it('compares the first four retailers and drops the longest chosen when a fifth is ticked', async () => {
    const { user } = await renderTab();
    const [first, second, third, fourth, fifth] = sample.retailerDetails.map(label);
    expect(retailerHeadings()).toEqual([first, second, third, fourth]);

    await user.click(screen.getByRole('button', { name: /Settings/ }));
    await user.click(await screen.findByRole('checkbox', { name: fifth }));
    expect(retailerHeadings()).toEqual([second, third, fourth, fifth]);
    expect(screen.getByRole('checkbox', { name: first })).not.toBeChecked();

    // Ticked again, the first retailer comes back and the next oldest choice goes.
    await user.click(screen.getByRole('checkbox', { name: first }));
    expect(retailerHeadings()).toEqual([first, third, fourth, fifth]);
  });

  it('selects and clears every attribute with select all', async () => {
    const { user } = await renderTab();
    const attributeRows = () => screen.queryAllByRole('rowheader').map((cell) => cell.textContent);
    expect(attributeRows()).toEqual([
      'Downloaded at',
      'GTIN',
      'Brand',
      'MPN',
      'Shop product ID',
      'In stock',
      'Stock text',
      'Selling price',
      'Original price',
      'Number of reviews',
      'Review score',
      'Images',
      'Videos',
      'DCC score',
      'Title',
      'Subtitle',
      'Description',
      'Words and characters of description',
      'Promotions',
      'Bulletpoints',
      'Specifications table',
      'Breadcrumbs',
    ]);
    await user.click(screen.getByRole('button', { name: /Settings/ }));
    const selectAll = await screen.findByRole('checkbox', { name: 'Select all' });
    await user.click(screen.getByRole('checkbox', { name: 'GTIN' }));
    expect(attributeRows()).not.toContain('GTIN');
    expect(selectAll).not.toBeChecked();

    await user.click(selectAll);
    expect(attributeRows()).toHaveLength(22);
    expect(selectAll).toBeChecked();
    await user.click(selectAll);
    expect(attributeRows()).toEqual([]);
    expect(screen.getByText('Choose attributes in the settings to compare.')).toBeInTheDocument();
  });

  it('shows the word and character counts of titles and subtitles on the toggle', async () => {
    const { user } = await renderTab();
    const amazon = retailerNamed(sample, 'Amazon DE');
    const title = amazon.productTitle ?? '';
    const subtitle = amazon.productSubTitle ?? '';
    const titleCounts = `${plainWords(title).length} words, ${title.length} characters`;
    const subtitleCounts = `${plainWords(subtitle).length} words, ${subtitle.length} characters`;
    expect(within(rowOf('Title')).queryByText(titleCounts)).not.toBeInTheDocument();

    await user.click(screen.getByRole('switch', { name: 'Title word and character counts' }));
    expect(within(rowOf('Title')).getByText(titleCounts)).toBeInTheDocument();
    expect(within(rowOf('Subtitle')).getByText(subtitleCounts)).toBeInTheDocument();
  });

  it('cuts the description to its first 50 words and shows all of it on expand', async () => {
    const amazon = retailerNamed(sample, 'Amazon DE');
    const longText = `${amazon.productDescription} ${amazon.productDescription}`;
    const words = plainWords(longText);
    expect(words.length).toBeGreaterThan(50);
    const details = sampleProductDetails({
      retailerDetails: sample.retailerDetails.map((detail) =>
        detail.retailerId === amazon.retailerId ? { ...detail, productDescription: longText } : detail,
      ),
    });
    const { user } = await renderTab(details);
    const shown = screen.getByTestId('description-Amazon DE');
    expect(shown.textContent).toBe(`${words.slice(0, 50).join(' ')}…`);
    expect(
      within(rowOf('Words and characters of description')).getByText(
        `${words.length} words, ${longText.length} characters`,
      ),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show more of the description at Amazon DE' }));
    expect(shown.textContent).toBe(longText);
    // A description of 50 words or fewer is shown whole, without a toggle.
    expect(plainWords(retailerNamed(sample, 'dm').productDescription ?? '').length).toBeLessThanOrEqual(50);
    expect(screen.queryByRole('button', { name: /description at dm/ })).not.toBeInTheDocument();
  });

  it('writes the DCC score as a whole number, as the Summary tab does', async () => {
    const details = sampleProductDetails({
      retailerDetails: sample.retailerDetails.map((detail, index) =>
        index === 0 && detail.dccScore !== null ? { ...detail, dccScore: detail.dccScore + 0.4 } : detail,
      ),
    });
    await renderTab(details);
    const cells = within(rowOf('DCC score'))
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    const whole = (score: number | null) => (score === null ? '-' : String(Math.round(score)));
    expect(cells).toEqual(details.retailerDetails.slice(0, 4).map((detail) => whole(detail.dccScore)));
  });

  it('adds the intraday download times on the toggle', async () => {
    const { user } = await renderTab();
    expect(screen.queryByRole('rowheader', { name: 'Download times' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('switch', { name: 'Download times' }));
    const amazon = retailerNamed(sample, 'Amazon DE');
    const list = within(rowOf('Download times')).getByRole('list', { name: 'Download times at Amazon DE' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(
      amazon.intraDayRecords.map(
        (record) =>
          `${record.downloadDateTime.slice(11, 16)} UTC · €${record.sellingPrice?.toFixed(2)} · ${
            record.inStockIndicator === 'Yes' ? 'In stock' : 'Out of stock'
          }`,
      ),
    );

    // Without the 'Downloaded at' row, the download times lead the table.
    await user.click(screen.getByRole('button', { name: /Settings/ }));
    await user.click(await screen.findByRole('checkbox', { name: 'Downloaded at' }));
    expect(screen.getAllByRole('rowheader')[0]).toHaveTextContent('Download times');
  });

  it('loads a second day and marks the values that changed since', async () => {
    const earlierDay = '2026-11-20';
    const earlier = sampleProductDetails({
      dateFrom: earlierDay,
      dateTo: earlierDay,
      retailerDetails: sample.retailerDetails.map((detail) => {
        const onDay = { ...detail, day: earlierDay };
        if (detail.retailerName === 'Amazon DE') return { ...onDay, sellingPrice: 8.49 };
        if (detail.retailerName === 'Boots') return { ...onDay, productTitle: 'SilkCare Repair Shampoo' };
        return onDay;
      }),
    });
    const { user, searches } = await renderTab(sample, { [earlierDay]: earlier });

    await user.type(screen.getByRole('textbox', { name: 'Day to compare with' }), `${earlierDay}{Enter}`);
    await waitFor(() => expect(screen.getAllByText('Changed')).toHaveLength(2));
    const dayRequest = searches.find((search) => search.get('dateTo') === earlierDay);
    expect(dayRequest?.get('dateFrom')).toBe(earlierDay);

    const changedIn = (row: string) =>
      within(rowOf(row))
        .queryAllByText('Changed')
        .map((tag) => tag.closest('td')?.cellIndex);
    // Columns: the attribute, then two days per retailer (Amazon DE 1–2, dm 3–4, bol.com 5–6, Boots 7–8).
    expect(changedIn('Selling price')).toEqual([2]);
    expect(changedIn('Title')).toEqual([8]);
    expect(changedIn('In stock')).toEqual([]);
    expect(within(rowOf('Selling price')).getByText('€8.49')).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Search positions' })).toBeInTheDocument();
  });
});
