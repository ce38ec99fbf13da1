import { renderWithProviders } from '@shelfsight/api-client/test-utils';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { rejectedJob, sampleJob } from '../sampleJobs';
import { IngestResult } from './IngestResult';

describe('IngestResult', () => {
  it('says how many observations were stored and how many replaced stored ones', () => {
    renderWithProviders(<IngestResult job={sampleJob({ rowsStored: 1240, rowsReplaced: 310 })} />);
    expect(
      screen.getByText('1,240 observations stored, 310 of them replaced observations already stored.'),
    ).toBeInTheDocument();
  });

  it('counts all problems of a rejected file and says when only the first are listed', () => {
    renderWithProviders(<IngestResult job={{ ...rejectedJob, problemCount: 250 }} />);
    expect(
      screen.getByText('250 problems in 1,240 rows; 1,237 rows were fine. The first 3 are listed.'),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(4);
  });

  it('shows a problem of the whole file as row "File"', () => {
    renderWithProviders(
      <IngestResult
        job={sampleJob({
          state: 'rejected',
          rowsStored: 0,
          problemCount: 1,
          problems: [{ row: 0, column: null, message: 'The file has no data rows' }],
        })}
      />,
    );
    expect(screen.getByRole('cell', { name: 'File' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '-' })).toBeInTheDocument();
  });

  it('shows why a job failed', () => {
    renderWithProviders(
      <IngestResult job={sampleJob({ state: 'failed', message: 'The data could not be stored.' })} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('The data could not be stored.');
  });
});
