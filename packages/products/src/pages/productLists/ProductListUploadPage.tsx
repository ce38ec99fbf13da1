import { type FileLocale, PROCESSING, type UploadPreview } from '@shelfsight/contracts';
import { LocalePreview, UploadCard, useFlash } from '@shelfsight/ui-kit';
import { Alert, Button, Card, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import {
  previewProductFile,
  uploadProductFile,
  useGetProcessingStatusQuery,
  useGetProductListQuery,
} from '../../api/productListsApi';
import { ProductListStatus } from '../../components/ProductListStatus';
import { useProcessingFlag, useStartProcessing } from '../../hooks/useProcessingPoll';
import { useListIdParam } from './listIdParam';

const templateHref = (headers: string[]) =>
  `data:text/csv;charset=utf-8,${encodeURIComponent(`${headers.map((h) => (/[",]/.test(h) ? `"${h.replaceAll('"', '""')}"` : h)).join(',')}\n`)}`;

/**
 * /admin/product-lists/upload/?id=: a CSV or XLSX file is previewed with its detected locale, which the user may
 * correct, then processed in the background: the processing flag is set, and the main layout's poll (spec 3 §4.3)
 * opens the finished dialog on whatever screen the reader is on by then.
 */
export function ProductListUploadPage() {
  const id = useListIdParam();
  const flash = useFlash();
  const { data: list, refetch } = useGetProductListQuery(id ?? 0, { skip: id === null });
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<UploadPreview | null>(null);
  const [locale, setLocale] = useState<FileLocale | null>(null);
  const [sending, setSending] = useState(false);
  // The poll and its finished dialog live in the main layout (the products feature's background piece); this
  // screen sets the flag and follows it.
  const processing = useProcessingFlag();
  const startProcessing = useStartProcessing();
  // The poll's last answer lands in this query's cache entry, and it invalidates the lists when it ends.
  const { data: status } = useGetProcessingStatusQuery();
  if (id === null) return <Alert type="error" title="Choose a product list first." />;

  const process = async () => {
    if (!file) return;
    setSending(true);
    try {
      const upload = await uploadProductFile(id, file, preview?.format === 'csv' ? locale : null);
      startProcessing();
      if (upload.status !== 'PROCESSING_PENDING') void refetch();
      setFile(null);
      setPreview(null);
    } catch (error) {
      flash.error(error instanceof Error ? error.message : 'Error uploading');
    } finally {
      setSending(false);
    }
  };
  const latest = status?.data;
  const problems = latest && latest.status !== PROCESSING && latest.productListId === id ? latest.problems : [];

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%', maxWidth: 1100 }}>
      <Typography.Title level={2}>Upload products{list ? ` to ${list.name}` : ''}</Typography.Title>
      <Card>
        <Typography.Paragraph>
          One row per product. Products are matched by GTIN, then MPN; the others are created. Several codes in one cell
          are separated by |. If any row has a problem, nothing is changed.
        </Typography.Paragraph>
        {list ? (
          <Typography.Paragraph>
            <Typography.Link href={templateHref(list.headers)} download={`${list.name}-template.csv`}>
              Download template
            </Typography.Link>
          </Typography.Paragraph>
        ) : null}
        <UploadCard
          accept={['csv', 'xlsx']}
          disabled={processing}
          onUpload={async (picked) => {
            const answer = await previewProductFile(id, picked);
            setFile(picked);
            setPreview(answer);
            setLocale(answer.detected);
          }}
          onError={(message) => flash.error(message)}
        />
      </Card>
      {preview && locale ? (
        <Card title="File preview">
          <LocalePreview
            preview={preview}
            value={locale}
            onChange={setLocale}
            hint="Numbers and dates in attribute columns are read this way."
          />
          <Button type="primary" loading={sending} onClick={process} style={{ marginTop: 16 }}>
            Process file
          </Button>
        </Card>
      ) : null}
      {processing ? <Alert type="info" title="The file is being processed." showIcon /> : null}
      {list && !processing ? (
        <Card title="Last upload">
          <Space orientation="vertical">
            <ProductListStatus
              status={list.fileUploadStatus}
              message={list.fileUploadMessage}
              noUploadYet={!list.loadingIsActive}
            />
            {list.fileUploadMessage ? <Typography.Text>{list.fileUploadMessage}</Typography.Text> : null}
            {problems.length > 0 ? (
              <Table
                aria-label="Problems"
                size="small"
                rowKey={(problem) => `${problem.row}-${problem.column}-${problem.message}`}
                dataSource={problems}
                pagination={false}
                columns={[
                  { title: 'Row', dataIndex: 'row' },
                  { title: 'Column', dataIndex: 'column' },
                  { title: 'Problem', dataIndex: 'message' },
                ]}
              />
            ) : null}
          </Space>
        </Card>
      ) : null}
    </Space>
  );
}

export { ProductListUploadPage as Component };
