import { SaveOutlined } from '@ant-design/icons';
import type { ParkerAnswer as Answer, ParkerRow } from '@shelfsight/contracts';
import { useProductDetailsOpener } from '@shelfsight/ui-kit';
import { Button, Flex, Spin, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { isPending } from '../../api/parkerApi';
import { formatChange, productIdOfRow } from '../../utils/answerRows';

export interface ParkerAnswerProps {
  answer: Answer;
  /** Asks one of the suggested questions. */
  onAsk: (question: string) => void;
  /** Saves the answer as a widget; absent while no save is possible. */
  onSaveAsWidget?: (answer: Answer) => void;
  isSaving?: boolean;
}

/** One question and Parker's answer: the sentence, what it understood, a small table, and what to do next. */
export function ParkerAnswer({ answer, onAsk, onSaveAsWidget, isSaving = false }: ParkerAnswerProps) {
  const openProduct = useProductDetailsOpener();
  // Details open on the period Parker answered for.
  const period = answer.query?.period;
  const open = (productId: number) => openProduct?.({ productDummyId: productId, ...(period ?? {}) });
  const rowProducts = new Set(answer.rows.map(productIdOfRow).filter((id) => id !== null));
  // Products the answer names without a row of their own (a filter on one product): a link each.
  const otherLinks = answer.productLinks.filter((link) => !rowProducts.has(link.productId));
  const compared = answer.rows.some((row) => row.change !== null);
  const columns: ColumnsType<ParkerRow> = [
    {
      title: answer.visualization === 'KPI' ? '' : answer.visualization === 'LINE' ? 'Date' : 'Item',
      dataIndex: 'label',
      render: (label: string, row) => {
        const productId = productIdOfRow(row);
        return productId !== null && openProduct ? (
          <Typography.Link onClick={() => open(productId)}>{label}</Typography.Link>
        ) : (
          label
        );
      },
    },
    { title: answer.metricName ?? 'Value', dataIndex: 'shown', align: 'right' },
    ...(compared
      ? [
          {
            title: 'Change',
            key: 'change',
            align: 'right' as const,
            render: (_: unknown, row: ParkerRow) => formatChange(row, answer.valueFormat),
          },
        ]
      : []),
  ];

  return (
    <Flex vertical gap={8} data-testid="parker-exchange">
      <Flex justify="flex-end">
        <Typography.Paragraph className="parker-question" style={{ margin: 0, maxWidth: '85%' }}>
          <Tag color="blue" style={{ whiteSpace: 'normal', fontSize: 14, padding: '4px 8px' }}>
            {answer.question}
          </Tag>
        </Typography.Paragraph>
      </Flex>
      {isPending(answer) ? (
        <Spin size="small" aria-label="Parker is answering" />
      ) : (
        <Flex vertical gap={6} data-testid="parker-answer" data-status={answer.status}>
          <Typography.Text strong>{answer.sentence}</Typography.Text>
          {answer.understood ? (
            <Typography.Text type="secondary">Understood: {answer.understood}</Typography.Text>
          ) : null}
          {answer.rows.length > 0 ? (
            <Table<ParkerRow>
              size="small"
              rowKey="key"
              columns={columns}
              dataSource={answer.rows}
              pagination={false}
              showHeader={answer.visualization !== 'KPI'}
            />
          ) : null}
          {otherLinks.length > 0 && openProduct ? (
            <Flex wrap gap={8}>
              {otherLinks.map((link) => (
                <Typography.Link key={link.productId} onClick={() => open(link.productId)}>
                  {link.label}
                </Typography.Link>
              ))}
            </Flex>
          ) : null}
          {answer.totalRows > answer.rows.length ? (
            <Typography.Text type="secondary">
              {answer.rows.length} of {answer.totalRows} rows shown.
            </Typography.Text>
          ) : null}
          {answer.suggestions.length > 0 ? (
            <Flex vertical gap={4}>
              <Typography.Text type="secondary">Questions I can answer:</Typography.Text>
              {answer.suggestions.map((suggestion) => (
                <Button key={suggestion} size="small" type="dashed" onClick={() => onAsk(suggestion)}>
                  {suggestion}
                </Button>
              ))}
            </Flex>
          ) : null}
          {answer.widget && onSaveAsWidget ? (
            <Flex>
              <Button size="small" icon={<SaveOutlined />} loading={isSaving} onClick={() => onSaveAsWidget(answer)}>
                Save as widget
              </Button>
            </Flex>
          ) : null}
        </Flex>
      )}
    </Flex>
  );
}
