import { formatDccPoints } from '@shelfsight/contracts';
import { render, screen, within } from '@testing-library/react';
import { Table } from 'antd';
import { describe, expect, it } from 'vitest';
import { dccFixColumns, type RankedDccFix } from './dccFixColumns';

const fixes: RankedDccFix[] = [
  { component: 'Description length', group: 'Text', pointsPerPage: 12.5, totalPoints: 1250 },
  { component: 'Image count', group: 'Media', pointsPerPage: 7.25, totalPoints: 290 },
];

describe('dccFixColumns', () => {
  it('ranks the fixes in their order and shows each one’s component, group and points with a plus sign', () => {
    const columns = dccFixColumns<RankedDccFix>('Rule');
    render(
      <Table<RankedDccFix>
        rowKey="component"
        pagination={false}
        dataSource={fixes}
        columns={[columns.rank, columns.component, columns.pointsPerPage, columns.totalPoints]}
      />,
    );
    expect(screen.getByRole('columnheader', { name: 'Rule' })).toBeInTheDocument();
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(fixes.length);
    rows.forEach((row, index) => {
      const cells = within(row).getAllByRole('cell');
      const fix = fixes[index]!;
      expect(cells.map((cell) => cell.textContent)).toEqual([
        String(index + 1),
        `${fix.component}${fix.group}`,
        `+${formatDccPoints(fix.pointsPerPage)}`,
        `+${formatDccPoints(fix.totalPoints)}`,
      ]);
    });
  });
});
