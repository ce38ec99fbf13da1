import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PrintedTable, type PrintedColumn } from './PrintedTable';

interface Row {
  key: string;
  product: string;
  tesco: number | null;
  asda: number | null;
}

const rows: Row[] = [
  { key: 'nivea', product: 'NIVEA Creme 150 ml', tesco: 98.2, asda: 61.5 },
  { key: 'dove', product: 'Dove Original Shower Gel 250 ml', tesco: 100, asda: null },
];

const percent = (value: number | null) => (value === null ? '-' : `${value.toFixed(1)}%`);

const columns: PrintedColumn<Row>[] = [
  { key: 'product', title: 'Product', dataIndex: 'product' },
  {
    key: 'retailers',
    title: 'Availability by retailer',
    align: 'center',
    onHeaderCell: () => ({ style: { backgroundColor: 'rgb(255, 244, 214)' } }),
    children: [
      {
        key: 'tesco',
        title: 'Tesco',
        align: 'right',
        render: (_, row) => percent(row.tesco),
        onCell: (row) => (row.tesco !== null && row.tesco < 99 ? { style: { color: 'rgb(168, 7, 26)' } } : {}),
      },
      { key: 'asda', title: 'Asda', align: 'right', render: (_, row) => percent(row.asda) },
    ],
  },
];

describe('PrintedTable', () => {
  it('draws grouped headers over their columns and a leaf beside them over both header rows', () => {
    render(<PrintedTable columns={columns} rows={rows} rowKey={(row) => row.key} label="Availability" />);
    const table = screen.getByRole('table', { name: 'Availability' });
    const [top, bottom] = within(table).getAllByRole('row');
    const topCells = within(top as HTMLElement).getAllByRole('columnheader');
    expect(
      topCells.map((cell) => [cell.textContent, cell.getAttribute('colspan'), cell.getAttribute('rowspan')]),
    ).toEqual([
      ['Product', null, '2'],
      ['Availability by retailer', '2', null],
    ]);
    expect(topCells[1]).toHaveStyle({ backgroundColor: 'rgb(255, 244, 214)', textAlign: 'center' });
    expect(
      within(bottom as HTMLElement)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Tesco', 'Asda']);
  });

  it('fills each row from the columns: dataIndex, render, alignment and cell attributes', () => {
    render(<PrintedTable columns={columns} rows={rows} rowKey={(row) => row.key} />);
    const bodyRows = screen.getAllByRole('row').slice(2);
    const texts = bodyRows.map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
    expect(texts).toEqual(rows.map((row) => [row.product, percent(row.tesco), percent(row.asda)]));
    const [niveaTesco, niveaAsda] = within(bodyRows[0] as HTMLElement)
      .getAllByRole('cell')
      .slice(1);
    expect(niveaTesco).toHaveStyle({ color: 'rgb(168, 7, 26)', textAlign: 'right' });
    expect(niveaAsda).not.toHaveStyle({ color: 'rgb(168, 7, 26)' });
    const doveTesco = within(bodyRows[1] as HTMLElement).getAllByRole('cell')[1];
    expect(doveTesco).not.toHaveStyle({ color: 'rgb(168, 7, 26)' });
  });

  it('ends with the summary row, one cell per column', () => {
    const average = (pick: (row: Row) => number | null) => {
      const values = rows.map(pick).filter((value): value is number => value !== null);
      return values.reduce((sum, value) => sum + value, 0) / values.length;
    };
    render(
      <PrintedTable
        columns={columns}
        rows={rows}
        rowKey={(row) => row.key}
        summary={['Overall', percent(average((row) => row.tesco)), percent(average((row) => row.asda))]}
      />,
    );
    const last = screen.getAllByRole('row').at(-1) as HTMLElement;
    expect(
      within(last)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Overall', '99.1%', '61.5%']);
  });

  it('has a header and no rows for an empty answer', () => {
    render(<PrintedTable columns={columns} rows={[]} rowKey={(row) => row.key} />);
    expect(screen.getAllByRole('row')).toHaveLength(2);
    expect(screen.queryAllByRole('cell')).toHaveLength(0);
  });
});
