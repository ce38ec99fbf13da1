import { renderWithProviders } from '@shelfsight/api-client/test-utils';
import { alertMessages } from '@shelfsight/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  sampleAlerts,
  sampleDimensions,
  sampleMetrics,
  sampleSavedFilters,
  sampleUsersAnswer,
} from '../../testing/sampleData';
import { METRIC_NEEDED } from '../../utils/formValues';
import { AlertForm } from './AlertForm';

const props = {
  metrics: sampleMetrics,
  dimensions: sampleDimensions,
  savedFilters: sampleSavedFilters,
  users: sampleUsersAnswer.users,
  useSegmentItems: () => ({ items: [], loading: false }),
  onCancel: vi.fn(),
};

async function choose(user: ReturnType<typeof renderWithProviders>['user'], label: string, option: string) {
  await user.click(screen.getByLabelText(label));
  await user.click(await screen.findByTitle(option));
}

describe('AlertForm', () => {
  it("gives the contract's messages and does not submit an incomplete alert", async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithProviders(<AlertForm onSubmit={onSubmit} {...props} />);
    await user.click(screen.getByLabelText('In-app notification'));
    await user.click(screen.getByLabelText('E-mail'));
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText(alertMessages.subject)).toBeInTheDocument();
    expect(await screen.findByText(METRIC_NEEDED)).toBeInTheDocument();
    expect(await screen.findByText(alertMessages.threshold)).toBeInTheDocument();
    expect(await screen.findByText(alertMessages.notificationMethods)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Subject'), 'Stock');
    await waitFor(() => expect(screen.queryByText(alertMessages.subject)).toBeNull());
  });

  it('asks for a dimension per item, and a change when compared to a period', async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithProviders(<AlertForm onSubmit={onSubmit} {...props} />);
    await user.type(screen.getByLabelText('Subject'), 'Price jumps');
    await choose(user, 'Metric', 'Price index');
    await user.click(screen.getByLabelText('Each item of a dimension'));
    await choose(user, 'Compared to', 'Same period last year');
    expect(screen.queryByLabelText('Threshold')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText(alertMessages.dimension)).toBeInTheDocument();
    expect(screen.getByText(alertMessages.comparedValue)).toBeInTheDocument();
    expect(screen.queryByTitle('Date')).toBeNull();
    await choose(user, 'Dimension', 'Retailer');
    await user.type(screen.getByLabelText('Change'), '5');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        type: 'PER_ITEM',
        metricId: 18,
        dimensionId: 1,
        comparedTo: 'SAME_PERIOD_LAST_YEAR',
        comparedModifier: 'PERCENT',
        comparedValue: 5,
        threshold: null,
      }),
    );
  });

  it('asks a new webhook for its secret and sends it, but keeps a stored one unasked', async () => {
    const onSubmit = vi.fn();
    const { user, unmount } = renderWithProviders(
      <AlertForm initial={sampleAlerts[0]} onSubmit={onSubmit} {...props} />,
    );
    await user.click(screen.getByRole('button', { name: 'Add channel' }));
    await choose(user, 'Channel 1 type', 'Webhook');
    await user.type(screen.getByLabelText('Channel 1 address'), 'https://hooks.acme.test/in');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(alertMessages.webhookSecret)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Channel 1 secret'), 'a-long-enough-secret');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenLastCalledWith(
      expect.objectContaining({
        alertSettings: expect.objectContaining({
          channels: [{ type: 'WEBHOOK', url: 'https://hooks.acme.test/in', secret: 'a-long-enough-secret' }],
        }),
      }),
    );
    unmount();
    const onSave = vi.fn();
    renderWithProviders(<AlertForm initial={sampleAlerts[1]} onSubmit={onSave} {...props} />);
    expect(screen.getByPlaceholderText('Kept; type to replace')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({
        alertSettings: {
          trendPeriods: 2,
          rearm: true,
          channels: [{ type: 'WEBHOOK', url: 'https://hooks.acme.test/shelfsight' }],
        },
      }),
    );
  });

  it('shows the server’s field messages', () => {
    renderWithProviders(
      <AlertForm
        initial={sampleAlerts[0]}
        onSubmit={vi.fn()}
        fieldErrors={{ recipientIds: alertMessages.recipients }}
        {...props}
      />,
    );
    expect(screen.getByText(alertMessages.recipients)).toBeInTheDocument();
  });
});
