import type { IngestJob } from '@shelfsight/contracts';
import { Progress, Space, Typography } from 'antd';

const STEPS: Partial<Record<IngestJob['state'], { label: string; percent: number }>> = {
  queued: { label: 'Waiting to start…', percent: 5 },
  reading: { label: 'Reading rows…', percent: 25 },
  validating: { label: 'Checking every row…', percent: 55 },
  storing: { label: 'Storing observations…', percent: 85 },
};

/** Where a running job is: its step and the rows read so far. Nothing once it has finished. */
export function IngestProgress({ job }: { job: IngestJob }) {
  const step = STEPS[job.state];
  if (!step) return null;
  return (
    <Space orientation="vertical" style={{ width: '100%' }} aria-live="polite">
      <Typography.Text>
        {step.label} {job.rowsRead > 0 ? `${job.rowsRead.toLocaleString('en')} rows read` : ''}
      </Typography.Text>
      <Progress percent={step.percent} status="active" showInfo={false} aria-label="Upload progress" />
    </Space>
  );
}
