import type { DataFreshness } from '@shelfsight/contracts';
import { formatPrettyDate } from '@shelfsight/ui-kit';
import { Tooltip, Typography } from 'antd';
import { useDataFreshnessQuery } from '../../api/customersApi';

// A count, not a measure: whole numbers with thousands separators.
const pages = (count: number) =>
  `${new Intl.NumberFormat('en-US').format(count)} product ${count === 1 ? 'page' : 'pages'}`;

/** 'Data updated Jan 5, 2024' with each retailer's last update and product pages in its tooltip. */
export function DataFreshnessView({ freshness }: { freshness: DataFreshness }) {
  if (freshness.lastUpdated === null) {
    return <Typography.Text type="secondary">No market data yet</Typography.Text>;
  }
  const details = (
    <div>
      <div>{pages(freshness.pdpCount)} in all</div>
      {freshness.retailers.map((retailer) => (
        <div key={retailer.id}>
          {retailer.name}: {formatPrettyDate(retailer.lastUpdated)} · {pages(retailer.pdpCount)}
        </div>
      ))}
    </div>
  );
  return (
    // Wide enough for one retailer a line.
    <Tooltip title={details} styles={{ root: { maxWidth: 480 } }}>
      <Typography.Text type="secondary" tabIndex={0} style={{ whiteSpace: 'nowrap' }}>
        Data updated {formatPrettyDate(freshness.lastUpdated)}
      </Typography.Text>
    </Tooltip>
  );
}

/** The active customer's data freshness (spec 1 §3), in the main layout's header on every page. */
export default function DataFreshnessNote() {
  const { data } = useDataFreshnessQuery();
  return data ? <DataFreshnessView freshness={data} /> : null;
}
