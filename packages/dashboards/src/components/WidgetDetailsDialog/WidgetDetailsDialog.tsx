import type { WidgetDetailsRow } from '@shelfsight/contracts';
import { formatPrettyDate } from '@shelfsight/ui-kit';
import type { WidgetItem } from '@shelfsight/widget-kit';
import { formatCellValue } from '@shelfsight/widget-kit/format';
import { Alert, Modal, Table, Typography } from 'antd';
import { useState } from 'react';
import { useGetWidgetDataDetailsQuery, type WidgetDetailsRequest } from '../../api/widgetDetailsApi';

export const DETAILS_TEXTS = {
  loading: 'Loading products…',
  failed: 'The products could not be loaded.',
  product: 'Product',
  retailer: 'Retailer',
  value: 'Value',
} as const;

const PAGE_SIZE = 10;

/** What the dialog shows: a placed widget's clicked item (none for the whole widget) in its drawn context. */
export type WidgetDetailsTarget = Omit<WidgetDetailsRequest, 'page' | 'itemsPerPage' | 'item'> & {
  item: WidgetItem | null;
};

/**
 * The details dialog opens only when its required properties are present (spec 2 §2): a saved widget's id
 * and, unless the whole widget was asked for (a KPI), the clicked item.
 */
export function detailsTargetOf(
  widgetId: number | undefined,
  item: WidgetItem | null,
  rest: Omit<WidgetDetailsTarget, 'widgetId' | 'item'>,
  wholeWidget = false,
): WidgetDetailsTarget | null {
  if (widgetId === undefined || !Number.isInteger(widgetId) || widgetId <= 0) return null;
  if (!item && !wholeWidget) return null;
  return { ...rest, widgetId, item };
}

/**
 * The product rows behind a clicked item of a widget: product, retailer and the metric's value, paged by the
 * server, under the server's title ('N products with Y out of X reviews', 'No products found.').
 */
export function WidgetDetailsDialog({ target, onClose }: { target: WidgetDetailsTarget; onClose: () => void }) {
  const [page, setPage] = useState(1);
  const { item, ...rest } = target;
  const answer = useGetWidgetDataDetailsQuery({
    ...rest,
    ...(item ? { item: item.key } : {}),
    page,
    itemsPerPage: PAGE_SIZE,
  });
  const data = answer.data;
  const subtitle = data
    ? [
        data.item?.label ?? item?.label,
        data.metric.name,
        `${formatPrettyDate(data.settingsUsed.dateFrom)} – ${formatPrettyDate(data.settingsUsed.dateTo)}`,
      ]
        .filter(Boolean)
        .join(' · ')
    : item?.label;

  return (
    <Modal open title={data?.title ?? DETAILS_TEXTS.loading} onCancel={onClose} footer={null} width={720}>
      {subtitle ? <Typography.Paragraph type="secondary">{subtitle}</Typography.Paragraph> : null}
      {answer.isError ? (
        <Alert type="warning" showIcon title={DETAILS_TEXTS.failed} />
      ) : (
        <Table<WidgetDetailsRow>
          size="small"
          rowKey="key"
          loading={answer.isFetching}
          dataSource={data?.rows ?? []}
          columns={[
            { key: 'product', title: DETAILS_TEXTS.product, dataIndex: 'productName' },
            { key: 'retailer', title: DETAILS_TEXTS.retailer, dataIndex: 'retailerName' },
            {
              key: 'value',
              title: data?.metric.name ?? DETAILS_TEXTS.value,
              align: 'right',
              render: (_, row) => formatCellValue(row.value, data?.metric.format ?? 'number', row.currency),
            },
          ]}
          pagination={
            data && data.totalRows > PAGE_SIZE
              ? { current: page, pageSize: PAGE_SIZE, total: data.totalRows, showSizeChanger: false, onChange: setPage }
              : false
          }
        />
      )}
    </Modal>
  );
}
