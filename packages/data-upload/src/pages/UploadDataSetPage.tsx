import {
  FINISHED_INGEST_STATES,
  type FileLocale,
  type FilePreview,
  type IngestJob,
  UPLOAD_DATA_SET_KINDS,
} from '@shelfsight/contracts';
import { LocalePreview, UploadCard, useFlash } from '@shelfsight/ui-kit';
import { Button, Card, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { previewDataSet, uploadDataSet, useGetIngestJobQuery } from '../api/dataUploadApi';
import { IngestProgress } from '../components/IngestProgress';
import { IngestResult } from '../components/IngestResult';
import { csvTemplateHref, TEMPLATE_FILE_NAME } from '../utils/csvTemplate';

/** How often a running job is asked for its progress. */
export const POLL_MS = 500;

/**
 * /upload-data-set/: one CSV or XLSX of observations (spec 1 §5 limits). A picked file is previewed first with
 * its detected locale (separator, decimal mark, date order), which the user may correct; the upload sends the
 * choice and answers with a job, polled until it has finished, then the result shows what was stored or every problem.
 */
export function UploadDataSetPage() {
  const flash = useFlash();
  const [job, setJob] = useState<IngestJob | null>(null);
  const [picked, setPicked] = useState<{ file: File; preview: FilePreview } | null>(null);
  const [locale, setLocale] = useState<FileLocale | null>(null);
  const [sending, setSending] = useState(false);
  const running = job !== null && !FINISHED_INGEST_STATES.includes(job.state);
  const { data: polled } = useGetIngestJobQuery(job?.id ?? '', { skip: !running, pollingInterval: POLL_MS });
  useEffect(() => {
    // Answers of an earlier upload that arrive late must not overwrite the current one.
    if (polled) setJob((current) => (current && current.id === polled.id ? polled : current));
  }, [polled]);

  const upload = async () => {
    if (!picked) return;
    setSending(true);
    try {
      // XLSX cells are typed: the locale only applies to CSV.
      setJob(await uploadDataSet(picked.file, picked.preview.format === 'csv' ? locale : null));
      setPicked(null);
    } catch (error) {
      flash.error(error instanceof Error ? error.message : 'Error uploading');
    } finally {
      setSending(false);
    }
  };

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%', maxWidth: 1100 }}>
      <Typography.Title level={2}>Upload data set</Typography.Title>
      <Card>
        <Typography.Paragraph>
          Upload market observations: one row per product, retailer and day. Each row names the retailer (retailer or
          retailerId) and the product (productId, shopProductId or gtin). Every row is checked first; if any row has a
          problem, nothing is stored. Uploading an observation again replaces it.
        </Typography.Paragraph>
        <Typography.Paragraph>
          <Typography.Link href={csvTemplateHref()} download={TEMPLATE_FILE_NAME}>
            Download the CSV template
          </Typography.Link>
        </Typography.Paragraph>
        <UploadCard
          accept={UPLOAD_DATA_SET_KINDS}
          disabled={running}
          onUpload={async (file) => {
            const preview = await previewDataSet(file);
            setPicked({ file, preview });
            setLocale(preview.detected);
          }}
          onError={(message) => flash.error(message)}
        />
      </Card>
      {picked && locale ? (
        <Card title="File preview">
          <LocalePreview
            preview={picked.preview}
            value={locale}
            onChange={setLocale}
            hint="Prices, ratings and days are read this way."
          />
          <Button type="primary" loading={sending} onClick={upload} style={{ marginTop: 16 }}>
            Upload data set
          </Button>
        </Card>
      ) : null}
      {job && running ? <IngestProgress job={job} /> : null}
      {job && !running ? <IngestResult job={job} /> : null}
    </Space>
  );
}

export { UploadDataSetPage as Component };
