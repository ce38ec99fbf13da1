import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sampleInstances } from '../../testing/sampleData';
import { InstanceTable } from './InstanceTable';

describe('InstanceTable', () => {
  it('lists each run with its status, and offers the file of a done run only', async () => {
    const onDownload = vi.fn();
    render(<InstanceTable instances={sampleInstances} onDownload={onDownload} />);
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual([
      'Queued',
      'Running',
      'Done',
      'Failed',
    ]);
    const download = screen.getByRole('button', { name: 'Download availability.csv of Jan 4, 2024 06:00' });
    expect(screen.getAllByRole('button', { name: /^Download / })).toHaveLength(1);
    await userEvent.setup().click(download);
    expect(onDownload).toHaveBeenCalledWith(sampleInstances[2]);
  });

  it('marks the run a link pointed to', () => {
    render(<InstanceTable instances={sampleInstances} markedId={901} onDownload={() => {}} />);
    const marked = screen.getAllByRole('row').filter((row) => row.getAttribute('aria-current') === 'true');
    expect(marked).toHaveLength(1);
    expect(marked[0]).toHaveTextContent('Jan 3, 2024 06:00');
  });

  it('says so when the export has not run yet', () => {
    render(<InstanceTable instances={[]} onDownload={() => {}} />);
    expect(screen.getByText('No runs yet.')).toBeInTheDocument();
  });
});
