import type { IngestJob, IngestProblem } from '@shelfsight/contracts';
import { Alert, Space, Table, type TableColumnsType } from 'antd';

const columns: TableColumnsType<IngestProblem> = [
  { title: 'Row', dataIndex: 'row', width: 90, render: (row: number) => (row === 0 ? 'File' : row) },
  { title: 'Column', dataIndex: 'column', width: 180, render: (column: string | null) => column ?? '-' },
  { title: 'Problem', dataIndex: 'message' },
];

const count = (value: number) => value.toLocaleString('en');

/** The outcome of a finished job: what was stored, or why nothing was, with the problems by row and column. */
export function IngestResult({ job }: { job: IngestJob }) {
  if (job.state === 'done') {
    const replaced =
      job.rowsReplaced > 0 ? `, ${count(job.rowsReplaced)} of them replaced observations already stored` : '';
    const noun = job.rowsStored === 1 ? 'observation' : 'observations';
    return <Alert type="success" showIcon title={`${count(job.rowsStored)} ${noun} stored${replaced}.`} />;
  }
  if (job.state === 'failed')
    return <Alert type="error" showIcon title={job.message ?? 'The data could not be stored.'} />;
  if (job.state !== 'rejected') return null;
  const more = job.problemCount > job.problems.length ? ` The first ${job.problems.length} are listed.` : '';
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Alert
        type="error"
        showIcon
        title="Nothing was stored: fix these problems and upload the file again."
        description={`${count(job.problemCount)} ${job.problemCount === 1 ? 'problem' : 'problems'} in ${count(job.rowsRead)} rows; ${count(job.rowsValid)} rows were fine.${more}`}
      />
      <Table<IngestProblem>
        size="small"
        aria-label="Problems"
        rowKey={(problem) => `${problem.row}:${problem.column ?? ''}:${problem.message}`}
        columns={columns}
        dataSource={job.problems}
        pagination={job.problems.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
      />
    </Space>
  );
}
