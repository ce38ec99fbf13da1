import { renderWithProviders } from '@shelfsight/api-client/test-utils';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sampleJob } from '../sampleJobs';
import { IngestProgress } from './IngestProgress';

describe('IngestProgress', () => {
  it('names the running step and the rows read so far', () => {
    renderWithProviders(<IngestProgress job={sampleJob({ state: 'validating', rowsRead: 48_210 })} />);
    expect(screen.getByText('Checking every row… 48,210 rows read')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
  });

  it('shows nothing once the job has finished', () => {
    renderWithProviders(<IngestProgress job={sampleJob({ state: 'done' })} />);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.queryByText(/rows read/)).not.toBeInTheDocument();
  });
});
