import type { FileLocale, FilePreview } from '@shelfsight/contracts';
import { Form, Select, Space, Table, Typography } from 'antd';

const SEPARATORS: { value: FileLocale['separator']; label: string }[] = [
  { value: ',', label: 'Comma (,)' },
  { value: ';', label: 'Semicolon (;)' },
  { value: '\t', label: 'Tab' },
  { value: '|', label: 'Vertical bar (|)' },
];
const DECIMAL_MARKS: { value: FileLocale['decimalMark']; label: string }[] = [
  { value: '.', label: 'Point (1234.5)' },
  { value: ',', label: 'Comma (1234,5)' },
];
const DATE_ORDERS: { value: FileLocale['dateOrder']; label: string }[] = [
  { value: 'DMY', label: 'Day first (31.12.2026)' },
  { value: 'MDY', label: 'Month first (12/31/2026)' },
  { value: 'YMD', label: 'Year first (2026-12-31)' },
];

export interface LocalePreviewProps {
  preview: FilePreview;
  /** The locale the upload will use: the detected one until the user corrects it. */
  value: FileLocale;
  onChange(locale: FileLocale): void;
  /** Which values the locale applies to, in the words of the upload. */
  hint?: string;
}

/**
 * The locale detected in an uploaded file, with a choice to correct it, and the file's first rows: shared
 * by every upload that reads CSV in the user's locale (product lists, market data).
 */
export function LocalePreview({
  preview,
  value,
  onChange,
  hint = 'Numbers and dates are read this way.',
}: LocalePreviewProps) {
  const columns = preview.header.map((title, index) => ({ title, dataIndex: String(index), key: String(index) }));
  const rows = preview.rows.map((cells, row) => ({
    key: row,
    ...Object.fromEntries(cells.map((cell, index) => [String(index), cell])),
  }));
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Typography.Text>Check how the file was written. {hint}</Typography.Text>
      {preview.format === 'csv' ? (
        <Form layout="inline">
          <Form.Item label="Separator">
            <Select
              aria-label="Separator"
              style={{ width: 170 }}
              options={SEPARATORS}
              value={value.separator}
              onChange={(separator) => onChange({ ...value, separator })}
            />
          </Form.Item>
          <Form.Item label="Decimal mark">
            <Select
              aria-label="Decimal mark"
              style={{ width: 170 }}
              options={DECIMAL_MARKS}
              value={value.decimalMark}
              onChange={(decimalMark) => onChange({ ...value, decimalMark })}
            />
          </Form.Item>
          <Form.Item label="Dates">
            <Select
              aria-label="Date order"
              style={{ width: 210 }}
              options={DATE_ORDERS}
              value={value.dateOrder}
              onChange={(dateOrder) => onChange({ ...value, dateOrder })}
            />
          </Form.Item>
        </Form>
      ) : (
        <Typography.Text type="secondary">Spreadsheet cells keep their numbers and dates as typed.</Typography.Text>
      )}
      <Table
        aria-label="First rows"
        size="small"
        columns={columns}
        dataSource={rows}
        pagination={false}
        scroll={{ x: true }}
      />
    </Space>
  );
}
