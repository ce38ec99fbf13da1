import type { IngestJob } from '@shelfsight/contracts';

/** Jobs as the server answers them, for tests and stories. */
export const sampleJob = (patch: Partial<IngestJob> = {}): IngestJob => ({
  id: '6f1c2a9e-0d4b-4c55-9d1e-7f3a2b8c9d10',
  state: 'done',
  format: 'csv',
  fileName: 'amazon-de-march.csv',
  rowsRead: 1240,
  rowsValid: 1240,
  rowsStored: 1240,
  rowsReplaced: 0,
  problemCount: 0,
  problems: [],
  message: null,
  startedAt: '2026-03-02T07:15:00.000Z',
  finishedAt: '2026-03-02T07:15:01.000Z',
  ...patch,
});

export const rejectedJob = sampleJob({
  state: 'rejected',
  rowsValid: 1237,
  rowsStored: 0,
  problemCount: 3,
  problems: [
    { row: 14, column: 'day', message: 'Not a date: use YYYY-MM-DD' },
    { row: 14, column: 'sellingPrice', message: 'Not a number: use a point for decimals, e.g. 19.99' },
    { row: 212, column: 'gtin', message: 'Unknown product' },
  ],
});
