import { formatDccPoints } from '@shelfsight/contracts';
import { Typography, type TableColumnType } from 'antd';

/** What every ranked list of DCC fixes shows, whether of one product's pages or of a retailer's or brand's. */
export interface RankedDccFix {
  component: string;
  group: string;
  pointsPerPage: number;
  totalPoints: number;
}

export interface DccFixColumns<T extends RankedDccFix> {
  rank: TableColumnType<T>;
  component: TableColumnType<T>;
  pointsPerPage: TableColumnType<T>;
  totalPoints: TableColumnType<T>;
}

const points = (value: number) => `+${formatDccPoints(value)}`;

/**
 * The columns the DCC fix tables share, so the product dialog and the DCC settings screen rank and word fixes alike:
 * the rank, the component above its group, and the score points a fix adds per page and in total.
 */
export function dccFixColumns<T extends RankedDccFix>(componentTitle = 'Component'): DccFixColumns<T> {
  return {
    rank: { title: '#', key: 'rank', width: 40, render: (_, _fix, index) => index + 1 },
    component: {
      title: componentTitle,
      key: 'component',
      render: (_, fix) => (
        <>
          <Typography.Text strong>{fix.component}</Typography.Text>
          <br />
          <Typography.Text type="secondary">{fix.group}</Typography.Text>
        </>
      ),
    },
    pointsPerPage: {
      title: 'Points per page',
      key: 'perPage',
      align: 'right',
      render: (_, fix) => points(fix.pointsPerPage),
    },
    totalPoints: { title: 'Total points', key: 'total', align: 'right', render: (_, fix) => points(fix.totalPoints) },
  };
}
