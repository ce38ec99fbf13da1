import { renderWithProviders } from '@shelfsight/api-client/test-utils';
import { scheduledExportMessages } from '@shelfsight/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { DateTime } from 'luxon';
import { describe, expect, it, vi } from 'vitest';
import {
  sampleDashboards,
  sampleDashboardWidgets,
  sampleExports,
  sampleSavedFilters,
  sampleUsersAnswer,
} from '../../testing/sampleData';
import { formMessages } from '../../utils/formValues';
import { ExportForm } from './ExportForm';

const props = {
  dashboards: sampleDashboards,
  dashboardWidgets: sampleDashboardWidgets,
  savedFilters: sampleSavedFilters,
  users: sampleUsersAnswer.users,
  onCancel: vi.fn(),
};

async function choose(user: ReturnType<typeof renderWithProviders>['user'], label: string, option: string) {
  await user.click(screen.getByLabelText(label));
  await user.click(await screen.findByTitle(option));
}

describe('ExportForm', () => {
  it('creates an export of a widget with the defaults of spec 2 §9', async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithProviders(<ExportForm onSubmit={onSubmit} {...props} />);
    await user.type(screen.getByLabelText('Subject'), 'Availability every morning');
    await user.type(screen.getByLabelText('File name'), 'availability');
    await choose(user, 'Dashboard widget', 'Share of shelf (Market overview)');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        isActive: true,
        fileType: 'csv',
        subject: 'Availability every morning',
        filename: 'availability',
        dashboardWidgetId: 302,
        dashboardId: null,
        rollingDate: '1d',
        frequency: 'daily',
        weekday: null,
        time: '08:00',
        startDate: DateTime.utc().toISODate(),
        endDate: null,
        // The dashboard's own retailer assortment, unless the export says otherwise.
        applyRetailerAssortment: null,
      }),
    );
  });

  it('offers all rows for a widget’s file, not for a whole dashboard', async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithProviders(<ExportForm onSubmit={onSubmit} {...props} />);
    await user.type(screen.getByLabelText('Subject'), 'Every row');
    await user.type(screen.getByLabelText('File name'), 'rows');
    await choose(user, 'Dashboard widget', 'Share of shelf (Market overview)');
    await user.click(screen.getByRole('checkbox', { name: 'All rows' }));
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ dashboardWidgetId: 302, exportRows: 'all' }));
    // A whole dashboard's file holds each widget's first page: the choice is not offered.
    await user.click(screen.getByRole('radio', { name: 'A whole dashboard' }));
    expect(screen.queryByRole('checkbox', { name: 'All rows' })).toBeNull();
  });

  it('leaves the retailer assortment to the dashboard, or sets it either way', async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithProviders(<ExportForm onSubmit={onSubmit} {...props} />);
    await user.type(screen.getByLabelText('Subject'), 'Assortment');
    await user.type(screen.getByLabelText('File name'), 'assortment');
    await choose(user, 'Dashboard widget', 'Share of shelf (Market overview)');
    await choose(user, 'Retailer assortment', 'Not applied');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(onSubmit).toHaveBeenLastCalledWith(expect.objectContaining({ applyRetailerAssortment: false }));
    await choose(user, 'Retailer assortment', 'Applied');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(onSubmit).toHaveBeenLastCalledWith(expect.objectContaining({ applyRetailerAssortment: true }));
  });

  it('shows the stored choice of all rows when editing', async () => {
    const widgetExport = sampleExports.find((one) => one.dashboardWidgetId !== null)!;
    const onSubmit = vi.fn();
    const { user } = renderWithProviders(
      <ExportForm onSubmit={onSubmit} {...props} initial={{ ...widgetExport, exportRows: 'all' }} />,
    );
    expect(screen.getByRole('checkbox', { name: 'All rows' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ exportRows: 'all' }));
  });

  it("gives the contract's messages and follows the fields after a first attempt", async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithProviders(<ExportForm onSubmit={onSubmit} {...props} />);
    await choose(user, 'Frequency', 'Weekly');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText(scheduledExportMessages.subject)).toBeInTheDocument();
    expect(await screen.findByText(scheduledExportMessages.filename)).toBeInTheDocument();
    expect(await screen.findByText(formMessages.widget)).toBeInTheDocument();
    expect(await screen.findByText(scheduledExportMessages.weekday)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await choose(user, 'Weekday', 'Friday');
    await waitFor(() => expect(screen.queryByText(scheduledExportMessages.weekday)).toBeNull());
    await user.click(screen.getByLabelText('PDF (a whole dashboard)'));
    await choose(user, 'Dashboard widget', 'Price index (Price monitor)');
    expect(await screen.findByText(scheduledExportMessages.pdfNeedsDashboard)).toBeInTheDocument();
    await user.click(screen.getByLabelText('A whole dashboard'));
    await choose(user, 'Dashboard', 'Price monitor');
    await user.type(screen.getByLabelText('Subject'), 'Prices');
    await user.type(screen.getByLabelText('File name'), 'prices');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ fileType: 'pdf', dashboardId: 22, dashboardWidgetId: null, weekday: 5 }),
    );
  });

  it('fills an edited export, shows its next export and the server’s field messages', () => {
    renderWithProviders(
      <ExportForm
        initial={sampleExports[0]}
        now={new Date('2024-01-04T09:00:00Z')}
        fieldErrors={{ filename: 'This file name is taken.' }}
        onSubmit={vi.fn()}
        {...props}
      />,
    );
    expect(screen.getByLabelText('Subject')).toHaveValue('Daily availability per retailer');
    expect(screen.getByLabelText('Time (UTC)')).toHaveValue('06:00');
    expect(screen.getByTestId('next-export')).toHaveTextContent('Jan 5, 2024 06:00 UTC');
    expect(screen.getByText('This file name is taken.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });

  it('names a copy "Copy of …" and saves it as new', () => {
    renderWithProviders(<ExportForm initial={sampleExports[1]} copy onSubmit={vi.fn()} {...props} />);
    expect(screen.getByLabelText('Subject')).toHaveValue('Copy of Weekly market overview');
    expect(screen.getByRole('button', { name: 'Create' })).toBeInTheDocument();
  });

  it('picks the time on a 24-hour panel with Cancel and OK', async () => {
    const { user } = renderWithProviders(<ExportForm onSubmit={vi.fn()} {...props} />);
    await user.click(screen.getByLabelText('Time (UTC)'));
    await screen.findByRole('button', { name: 'OK' });
    const panel = within(document.querySelector('.ant-picker-dropdown') as HTMLElement);
    expect(panel.getByRole('button', { name: 'OK' })).toBeInTheDocument();
    expect(panel.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(document.querySelectorAll('.ant-picker-time-panel-column')).toHaveLength(2);
    expect(document.querySelector('.ant-picker-time-panel-column li[data-value="23"]')).not.toBeNull();
  });
});
