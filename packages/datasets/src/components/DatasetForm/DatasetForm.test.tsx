import { formFieldsStoryArgs } from '@shelfsight/ui-kit';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sampleDimensions, sampleMetrics, sampleWidgetContext, sampleWidgets } from '../../testing/sampleData';
import { DatasetForm, type DatasetFormProps } from './DatasetForm';

function renderForm(props: Partial<DatasetFormProps> = {}) {
  const onSubmit = vi.fn();
  const onCancel = vi.fn();
  render(
    <DatasetForm
      widgets={sampleWidgets}
      metrics={sampleMetrics}
      dimensions={sampleDimensions}
      {...formFieldsStoryArgs}
      onSubmit={onSubmit}
      onCancel={onCancel}
      {...props}
    />,
  );
  return { onSubmit, onCancel, user: userEvent.setup() };
}

describe('DatasetForm', () => {
  it('builds from a placed widget with its table, dates and filters', async () => {
    const { onSubmit, user } = renderForm({ context: sampleWidgetContext, retentionMonths: 24 });
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Assortment table (Market overview)');
    await user.click(screen.getByRole('button', { name: 'Build dataset' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      subject: 'Assortment table (Market overview)',
      dashboardWidgetId: 301,
      outputType: 'widgetdata',
      fromDate: sampleWidgetContext.input.fromDate,
      toDate: sampleWidgetContext.input.toDate,
      applyRetailerAssortment: true,
    });
  });

  it('asks for a widget, and sends nothing, when the saved-widget source has none', async () => {
    const { onSubmit, user } = renderForm();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Weekly price index');
    await user.click(screen.getByRole('radio', { name: 'A saved widget' }));
    await user.click(screen.getByRole('button', { name: 'Build dataset' }));
    expect(await screen.findByText('Choose a widget.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows the server’s messages beside their fields and above the form', () => {
    renderForm({
      fieldErrors: { subject: 'A dataset with this name is being built.' },
      generalError: 'The dataset could not be built.',
    });
    expect(screen.getByText('A dataset with this name is being built.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('The dataset could not be built.');
  });

  it('leaves on Cancel', async () => {
    const { onCancel, onSubmit, user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
