import { CloseOutlined, DeleteOutlined } from '@ant-design/icons';
import { Button, Card, List, Space, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';

/** A filter as the card shows it: its lists in words and its edit marker. */
export interface CardFilter {
  key: string;
  description: string;
  marker: 'creating' | 'deleting' | null;
  /** Products of the retailer it matches, when counted. */
  count: number | null;
}

export interface RetailerSelectionCardProps {
  retailerName: string;
  adding: boolean;
  filters: readonly CardFilter[];
  /** Products tracked at the retailer with these filters (all of its products without any), when counted. */
  productCount: number | null;
  onRemoveRetailer: () => void;
  onRemoveFilter: (key: string) => void;
  /** The form adding a filter. */
  children?: ReactNode;
}

/** What Save will do with an edited filter or retailer, in words rather than draft states. */
export const SELECTION_MARKERS = {
  creating: 'added on save',
  deleting: 'removed on save',
  adding: 'retailer added on save',
};
const markerTag = {
  creating: <Tag color="green">{SELECTION_MARKERS.creating}</Tag>,
  deleting: <Tag color="red">{SELECTION_MARKERS.deleting}</Tag>,
};

/** One retailer of the product selection: its filters, the live count and the form adding another. */
export function RetailerSelectionCard(props: RetailerSelectionCardProps) {
  return (
    <Card
      size="small"
      title={
        <Space>
          {props.retailerName}
          {props.adding && <Tag color="blue">{SELECTION_MARKERS.adding}</Tag>}
        </Space>
      }
      extra={
        <Space>
          <Typography.Text aria-label={`Products tracked at ${props.retailerName}`}>
            {props.productCount === null ? '…' : `${props.productCount.toLocaleString('en')} products`}
          </Typography.Text>
          <Button
            size="small"
            icon={<CloseOutlined />}
            aria-label={`Remove ${props.retailerName}`}
            onClick={props.onRemoveRetailer}
          />
        </Space>
      }
    >
      <List
        size="small"
        locale={{ emptyText: 'No filters: every product is tracked here.' }}
        dataSource={[...props.filters]}
        renderItem={(filter) => (
          <List.Item
            actions={
              filter.marker === 'deleting'
                ? []
                : [
                    <Button
                      key="remove"
                      size="small"
                      type="text"
                      icon={<DeleteOutlined />}
                      aria-label={`Remove filter ${filter.description}`}
                      onClick={() => props.onRemoveFilter(filter.key)}
                    />,
                  ]
            }
          >
            <Space>
              <Typography.Text delete={filter.marker === 'deleting'}>{filter.description}</Typography.Text>
              {filter.marker && markerTag[filter.marker]}
              {filter.count !== null && filter.marker !== 'deleting' && (
                <Typography.Text type="secondary">{filter.count.toLocaleString('en')} products</Typography.Text>
              )}
            </Space>
          </List.Item>
        )}
      />
      {props.children}
    </Card>
  );
}
