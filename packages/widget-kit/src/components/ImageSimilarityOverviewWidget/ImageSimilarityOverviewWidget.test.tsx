import { imageSimilarityOverviewOutputSchema } from '@shelfsight/contracts';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { IMAGE_SIMILARITY_PRINT_BLOCK_COLUMNS, ImageSimilarityOverviewWidget } from './ImageSimilarityOverviewWidget';

const checked = { checkedOn: '2025-05-12T06:40:00', nextCheckOn: '2025-05-19T06:40:00' };
const output = imageSimilarityOverviewOutputSchema.parse({
  retailers: [
    { id: 1, name: 'Amazon.de' },
    { id: 2, name: 'dm' },
    { id: 3, name: 'Otto' },
  ],
  products: [
    {
      productDummyId: 'dummy-1',
      name: 'NIVEA Creme 150 ml',
      brand: 'NIVEA',
      ean: '4005900036728',
      results: [
        { retailerId: 1, status: 'equal', score: 99.14, ...checked },
        { retailerId: 2, status: 'highly_similar', score: 87.46, ...checked },
        { retailerId: 3, status: 'upgrade_to_check', score: null, checkedOn: null, nextCheckOn: null },
      ],
    },
    {
      productDummyId: null,
      name: 'Dove Original Shower Gel 250 ml',
      brand: 'Dove',
      ean: null,
      results: [
        { retailerId: 1, status: 'in_progress', score: null, checkedOn: null, nextCheckOn: '2025-05-13T06:40:00' },
        { retailerId: 2, status: 'image_unreachable', score: null, ...checked },
      ],
    },
  ],
  totalProducts: 2,
});

const cells = (name: string) => within(screen.getByText(name).closest('tr') as HTMLElement).getAllByRole('cell');
const tag = (cell: HTMLElement | undefined) => (cell as HTMLElement).querySelector('.ant-tag');

describe('ImageSimilarityOverviewWidget', () => {
  it('shows each result state with its colour, and - where a retailer has no result', async () => {
    render(<ImageSimilarityOverviewWidget output={output} />);
    expect(await screen.findByRole('columnheader', { name: 'Otto' })).toBeInTheDocument();
    const [, amazon, dm, otto] = cells('NIVEA Creme 150 ml');
    expect(tag(amazon)).toHaveTextContent(/^Equal$/);
    expect(tag(amazon)).toHaveClass('ant-tag-success');
    expect(tag(dm)).toHaveTextContent(/^Highly similar$/);
    expect(tag(dm)).toHaveClass('ant-tag-processing');
    expect(tag(otto)).toHaveTextContent('Upgrade to check');
    const [, doveAmazon, doveDm, doveOtto] = cells('Dove Original Shower Gel 250 ml');
    expect(tag(doveAmazon)).toHaveTextContent('Check in progress');
    expect(tag(doveDm)).toHaveClass('ant-tag-error');
    expect(doveOtto).toHaveTextContent(/^-$/);
    expect(screen.getByText('NIVEA · 4005900036728')).toBeInTheDocument();
  });

  it('shows the similarity score to system admins only', async () => {
    const { rerender } = render(<ImageSimilarityOverviewWidget output={output} />);
    await screen.findByText('NIVEA Creme 150 ml');
    expect(screen.queryByText(/%/)).not.toBeInTheDocument();
    rerender(<ImageSimilarityOverviewWidget output={output} isSystemAdmin />);
    // 87.46 and 99.14 as whole percent (spec 3 §9).
    expect(screen.getByText('Highly similar · 87%')).toBeInTheDocument();
    expect(screen.getByText('Equal · 99%')).toBeInTheDocument();
  });

  it('shows when a result was checked and when it is checked next', async () => {
    render(<ImageSimilarityOverviewWidget output={output} />);
    await userEvent.hover(tag(cells('NIVEA Creme 150 ml')[1]) as HTMLElement);
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip).toHaveTextContent('Checked on: 12 May 25 at 6:40');
    expect(tooltip).toHaveTextContent('Next check on: 19 May 25 at 6:40');
  });

  it('offers product details only for products with a dummy id', async () => {
    const onProductDetails = vi.fn();
    render(
      <ImageSimilarityOverviewWidget output={{ ...output, totalProducts: 30 }} onProductDetails={onProductDetails} />,
    );
    const buttons = await screen.findAllByRole('button', { name: 'View product details' });
    expect(buttons).toHaveLength(1);
    await userEvent.click(buttons[0] as HTMLElement);
    expect(onProductDetails).toHaveBeenCalledWith('dummy-1');
    expect(screen.getByText('Showing 2 of 30 products')).toBeInTheDocument();
  });
  it('prints every product and retailer as plain cells with the same labels', async () => {
    render(<ImageSimilarityOverviewWidget output={output} isSystemAdmin printed />);
    expect(await screen.findByRole('columnheader', { name: 'Otto' })).toBeInTheDocument();
    expect(document.querySelector('.ant-table, .ant-tag')).toBeNull();
    const statuses = (name: string) =>
      cells(name)
        .slice(1)
        .map((cell) => cell.querySelector('[data-status]')?.getAttribute('data-status') ?? cell.textContent);
    expect(statuses('NIVEA Creme 150 ml')).toEqual(['equal', 'highly_similar', 'upgrade_to_check']);
    expect(statuses('Dove Original Shower Gel 250 ml')).toEqual(['in_progress', 'image_unreachable', '-']);
    expect(screen.getByText('Highly similar · 87%')).toBeInTheDocument();
  });
  it('prints a dozen retailers in blocks, each repeating the products and saying which retailers it holds', async () => {
    const retailers = Array.from({ length: 12 }, (_, index) => ({ id: index + 1, name: `Retailer ${index + 1}` }));
    const wide = imageSimilarityOverviewOutputSchema.parse({
      ...output,
      retailers,
      products: output.products.map((product, productIndex) => ({
        ...product,
        results: retailers.map(({ id }) => ({
          retailerId: id,
          status: (id + productIndex) % 2 === 0 ? 'equal' : 'different',
          score: null,
          ...checked,
        })),
      })),
    });
    render(<ImageSimilarityOverviewWidget output={wide} printed />);
    const tables = await screen.findAllByRole('table');
    expect(tables).toHaveLength(Math.ceil(12 / IMAGE_SIMILARITY_PRINT_BLOCK_COLUMNS));
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    for (const retailer of retailers) expect(headers.filter((text) => text === retailer.name)).toHaveLength(1);
    expect(headers).toContain(`Retailer, columns 1–${IMAGE_SIMILARITY_PRINT_BLOCK_COLUMNS} of 12`);
    expect(headers.at(-1)).toBe('Retailer 12');
    // Every block lists every product, and every product's result shows once, under its retailer.
    for (const table of tables)
      expect(within(table).getAllByText(/^(NIVEA Creme 150 ml|Dove Original Shower Gel 250 ml)$/)).toHaveLength(2);
    const niveaStatuses = tables.flatMap((table) =>
      within(within(table).getByText('NIVEA Creme 150 ml').closest('tr') as HTMLElement)
        .getAllByRole('cell')
        .slice(1)
        .map((cell) => cell.querySelector('[data-status]')?.getAttribute('data-status')),
    );
    expect(niveaStatuses).toEqual(retailers.map(({ id }) => (id % 2 === 0 ? 'equal' : 'different')));
  });
});
