import type { WidgetDataDetailsAnswer, WidgetDetailsRow } from '@shelfsight/contracts';
import { formatPrettyDate, ProductDetailsInfoButton } from '@shelfsight/ui-kit';
import type { WidgetItem } from '@shelfsight/widget-kit';
import { formatCellValue } from '@shelfsight/widget-kit/format';
import { Alert, Flex, Modal, Table, Typography } from 'antd';

export const DETAILS_TEXTS = {
  loading: 'Loading products…',
  failed: 'The products could not be loaded.',
  product: 'Product',
  retailer: 'Retailer',
  value: 'Value',
} as const;

export interface WidgetDetailsModalProps {
  /** The server's answer for the page shown; absent while the first page loads. */
  answer?: WidgetDataDetailsAnswer;
  /** The clicked item, named until the answer names it; null for the whole widget. */
  item: WidgetItem | null;
  loading?: boolean;
  failed?: boolean;
  onPageChange: (page: number) => void;
  onClose: () => void;
  /** Shows 'View product details' on each row; the details open over this dialog, which stays beneath them. */
  onProductDetails?: (productDummyId: string | number) => void;
}

/**
 * The product rows behind a clicked item: product, retailer and the metric's value, paged by the server,
 * under the server's title ('N products with Y out of X reviews', 'No products found.').
 */
export function WidgetDetailsModal({
  answer,
  item,
  loading,
  failed,
  onPageChange,
  onClose,
  onProductDetails,
}: WidgetDetailsModalProps) {
  const subtitle = answer
    ? [
        answer.item?.label ?? item?.label,
        answer.metric.name,
        `${formatPrettyDate(answer.settingsUsed.dateFrom)} – ${formatPrettyDate(answer.settingsUsed.dateTo)}`,
      ]
        .filter(Boolean)
        .join(' · ')
    : item?.label;
  const format = answer?.metric.format ?? 'number';

  return (
    <Modal open title={answer?.title ?? DETAILS_TEXTS.loading} onCancel={onClose} footer={null} width={720}>
      {subtitle ? <Typography.Paragraph type="secondary">{subtitle}</Typography.Paragraph> : null}
      {failed ? (
        <Alert type="warning" showIcon title={DETAILS_TEXTS.failed} />
      ) : (
        <Table<WidgetDetailsRow>
          size="small"
          rowKey="key"
          loading={loading}
          dataSource={answer?.rows ?? []}
          columns={[
            {
              key: 'product',
              title: DETAILS_TEXTS.product,
              render: (_, row) =>
                onProductDetails ? (
                  <Flex align="center" gap={4}>
                    <span>{row.productName}</span>
                    <ProductDetailsInfoButton productDummyId={row.productId} onClick={onProductDetails} />
                  </Flex>
                ) : (
                  row.productName
                ),
            },
            { key: 'retailer', title: DETAILS_TEXTS.retailer, dataIndex: 'retailerName' },
            {
              key: 'value',
              title: answer?.metric.name ?? DETAILS_TEXTS.value,
              align: 'right',
              render: (_, row) => formatCellValue(row.value, format, row.currency),
            },
          ]}
          pagination={
            answer && answer.totalRows > answer.itemsPerPage
              ? {
                  current: answer.page,
                  pageSize: answer.itemsPerPage,
                  total: answer.totalRows,
                  showSizeChanger: false,
                  onChange: onPageChange,
                }
              : false
          }
        />
      )}
    </Modal>
  );
}
