import type { ProductDetails, RetailerDetail } from '@shelfsight/contracts';
import { formatPrettyDate } from '@shelfsight/ui-kit';
import { Table, Tag, Typography, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import type { AttributeOptions, PdpAttribute } from './pdpAttributes';

/** The second day's details, when two days of the same pages are compared. */
export interface PdpComparedDay {
  day: string;
  details: ProductDetails;
}

export interface PdpTableProps {
  details: ProductDetails;
  retailers: RetailerDetail[];
  attributes: PdpAttribute[];
  options: AttributeOptions;
  compared?: PdpComparedDay;
}

interface Row {
  key: string;
  attribute: PdpAttribute;
}

const columnWidth = 280;

function RetailerHeading({ retailer }: { retailer: RetailerDetail }) {
  const name = `${retailer.retailerName} (${retailer.countryCode})`;
  return retailer.pdpURL ? (
    <Typography.Link href={retailer.pdpURL} target="_blank" rel="noreferrer">
      {name}
    </Typography.Link>
  ) : (
    name
  );
}

/** A cell of the second day: its value, marked when it differs from the first day's. */
function ComparedCell({ children, changed }: { children: ReactNode; changed: boolean }) {
  if (!changed) return children;
  return (
    <div style={{ background: '#fff7e6', margin: -8, padding: 8 }}>
      <Tag color="orange">Changed</Tag>
      {children}
    </div>
  );
}

/** One column per retailer, one row per attribute; with a compared day, each retailer gets the two days. */
export function PdpTable({ details, retailers, attributes, options, compared }: PdpTableProps) {
  const labelColumn = {
    key: 'attribute',
    title: 'Attribute',
    fixed: 'left' as const,
    width: 180,
    onCell: () => ({ role: 'rowheader' }),
    render: (_: unknown, row: Row) => <Typography.Text strong>{row.attribute.label}</Typography.Text>,
  };
  const retailerColumns: TableColumnsType<Row> = retailers.map((retailer) => {
    const single = {
      key: `retailer-${retailer.retailerId}`,
      title: <RetailerHeading retailer={retailer} />,
      width: columnWidth,
      render: (_: unknown, row: Row) => row.attribute.render(retailer, details, options),
    };
    if (!compared) return single;
    const other = compared.details.retailerDetails.find((item) => item.retailerId === retailer.retailerId);
    return {
      key: `retailer-${retailer.retailerId}`,
      title: <RetailerHeading retailer={retailer} />,
      children: [
        { ...single, key: `retailer-${retailer.retailerId}-first`, title: formatPrettyDate(retailer.day) },
        {
          key: `retailer-${retailer.retailerId}-second`,
          title: formatPrettyDate(other?.day ?? compared.day),
          width: columnWidth,
          render: (_: unknown, row: Row) => {
            if (!other) return <Typography.Text type="secondary">Not read that day</Typography.Text>;
            const { compareValue } = row.attribute;
            const changed =
              compareValue !== undefined && compareValue(retailer, details) !== compareValue(other, compared.details);
            return (
              <ComparedCell changed={changed}>{row.attribute.render(other, compared.details, options)}</ComparedCell>
            );
          },
        },
      ],
    };
  });
  const rows: Row[] = attributes.map((attribute) => ({ key: attribute.key, attribute }));
  return (
    <Table<Row>
      size="small"
      bordered
      pagination={false}
      columns={[labelColumn, ...retailerColumns]}
      dataSource={rows}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: 'Choose attributes in the settings to compare.' }}
    />
  );
}
