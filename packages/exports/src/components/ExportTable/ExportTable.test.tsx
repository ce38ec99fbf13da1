import { renderWithProviders } from '@shelfsight/api-client/test-utils';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { sampleExports, sampleInstances } from '../../testing/sampleData';
import { InstanceTable } from '../InstanceTable';
import { ExportTable } from './ExportTable';

const rowOf = (subject: string) => within(screen.getByText(subject).closest('tr') as HTMLElement);
const handlers = () => ({
  onEdit: vi.fn(),
  onCopy: vi.fn(),
  onDelete: vi.fn(),
  onToggleActive: vi.fn(),
  onRunNow: vi.fn(),
  renderInstances: () => <p>Runs here</p>,
});

describe('ExportTable', () => {
  it('shows what is exported, how often in words, the next export and the owner', () => {
    renderWithProviders(<ExportTable exports={sampleExports} {...handlers()} />);
    const daily = rowOf('Daily availability per retailer');
    expect(daily.getByText('Availability per retailer')).toBeInTheDocument();
    expect(daily.getByText('CSV')).toBeInTheDocument();
    expect(daily.getByText('Daily at 06:00 UTC')).toBeInTheDocument();
    expect(daily.getByText('Jan 5, 2024 06:00')).toBeInTheDocument();
    expect(daily.getByText('Me')).toBeInTheDocument();
    const weekly = rowOf('Weekly market overview');
    expect(weekly.getByText('Weekly on Monday at 07:30 UTC')).toBeInTheDocument();
    expect(weekly.getByRole('switch')).not.toBeChecked();
    expect(weekly.getByText('-')).toBeInTheDocument();
    const received = rowOf('Monthly price report');
    expect(received.getByText('Monthly on day 31 at 06:00 UTC')).toBeInTheDocument();
    expect(received.getByText('Paula Product')).toBeInTheDocument();
  });

  it('offers edit, run now and delete only on owned exports, and copy on all', () => {
    renderWithProviders(<ExportTable exports={sampleExports} {...handlers()} />);
    const own = rowOf('Daily availability per retailer');
    for (const name of ['Edit', 'Copy', 'Run', 'Delete'])
      expect(own.getByRole('button', { name: new RegExp(`^${name} `) })).toBeInTheDocument();
    const received = rowOf('Monthly price report');
    expect(received.queryByRole('button', { name: /^(Edit|Run|Delete) / })).toBeNull();
    expect(received.getByRole('button', { name: /^Copy / })).toBeInTheDocument();
    expect(received.getByRole('switch')).toBeDisabled();
  });

  it('runs now, switches off, and deletes only after confirmation', async () => {
    const props = handlers();
    const { user } = renderWithProviders(<ExportTable exports={sampleExports} {...props} />);
    await user.click(screen.getByRole('button', { name: 'Run Daily availability per retailer now' }));
    expect(props.onRunNow).toHaveBeenCalledWith(sampleExports[0]);
    await user.click(screen.getByRole('switch', { name: 'Active Daily availability per retailer' }));
    expect(props.onToggleActive).toHaveBeenCalledWith(sampleExports[0], false);
    await user.click(screen.getByRole('button', { name: 'Delete Daily availability per retailer' }));
    expect(props.onDelete).not.toHaveBeenCalled();
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(props.onDelete).toHaveBeenCalledWith(sampleExports[0]);
  });

  it('shows no actions to a read-only viewer', () => {
    renderWithProviders(<ExportTable exports={sampleExports} readOnly {...handlers()} />);
    expect(screen.queryByRole('button', { name: /^Copy / })).toBeNull();
    for (const toggle of screen.getAllByRole('switch')) expect(toggle).toBeDisabled();
  });
});

describe('InstanceTable', () => {
  it('colours each status as spec 2 §4 says and offers the file of a done run only', async () => {
    const onDownload = vi.fn();
    const { user } = renderWithProviders(<InstanceTable instances={sampleInstances} onDownload={onDownload} />);
    expect(screen.getByText('Queued').closest('.ant-tag')).toHaveClass('ant-tag-default');
    expect(screen.getByText('Running').closest('.ant-tag')).toHaveClass('ant-tag-processing');
    expect(screen.getByText('Done').closest('.ant-tag')).toHaveClass('ant-tag-success');
    expect(screen.getByText('Failed').closest('.ant-tag')).toHaveClass('ant-tag-error');
    const downloads = screen.getAllByRole('button', { name: /^Download / });
    expect(downloads).toHaveLength(1);
    await user.click(downloads[0]!);
    expect(onDownload).toHaveBeenCalledWith(sampleInstances[2]);
  });
});
