import { FINISHED_INGEST_STATES, type IngestJob, UPLOAD_DATA_SET_KINDS } from '@shelfsight/contracts';
import { UploadCard, useFlash } from '@shelfsight/ui-kit';
import { Card, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { uploadDataSet, useGetIngestJobQuery } from '../api/dataUploadApi';
import { IngestProgress } from '../components/IngestProgress';
import { IngestResult } from '../components/IngestResult';
import { csvTemplateHref, TEMPLATE_FILE_NAME } from '../utils/csvTemplate';

/** How often a running job is asked for its progress. */
export const POLL_MS = 500;

/**
 * /upload-data-set/: one CSV or XLSX of observations (spec 1 §5 limits). The upload answers with a job;
 * its progress is polled until it has finished, then the result shows what was stored or every problem.
 */
export function UploadDataSetPage() {
  const flash = useFlash();
  const [job, setJob] = useState<IngestJob | null>(null);
  const running = job !== null && !FINISHED_INGEST_STATES.includes(job.state);
  const { data: polled } = useGetIngestJobQuery(job?.id ?? '', { skip: !running, pollingInterval: POLL_MS });
  useEffect(() => {
    // Answers of an earlier upload that arrive late must not overwrite the current one.
    if (polled) setJob((current) => (current && current.id === polled.id ? polled : current));
  }, [polled]);

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
          onUpload={async (file) => {
            setJob(await uploadDataSet(file));
          }}
          onError={(message) => flash.error(message)}
        />
      </Card>
      {job && running ? <IngestProgress job={job} /> : null}
      {job && !running ? <IngestResult job={job} /> : null}
    </Space>
  );
}

export { UploadDataSetPage as Component };
