import { signedInSession } from '@shelfsight/api-client/fixtures';
import { fakeRoutes, jsonResponse as json, renderWithProviders } from '@shelfsight/api-client/test-utils';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { sampleVersions } from '../../testing/sampleData';
import { VersionBar } from './VersionBar';

const base = '/api/customer/42/calculated-metric';
const preloadedState = { session: signedInSession() };

describe('VersionBar', () => {
  it('copies after the confirmation and shows the copy', async () => {
    const copy = { ...sampleVersions[1]!, versionNumber: 3, versionLabel: 'Extended weighted higher (copy)' };
    const server = fakeRoutes({ [`POST ${base}/copy/DCC_SCORE/2`]: () => json(copy, 201) });
    const onSelect = vi.fn();
    const { user } = renderWithProviders(
      <VersionBar versions={sampleVersions} selected={2} onSelect={onSelect} mayChange />,
      { preloadedState },
    );
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText(/The copy becomes the active version/)).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Copy' }).at(-1)!);
    await waitFor(() => expect(onSelect).toHaveBeenCalledWith(3));
    expect(server.calls.map((call) => `${call.method} ${call.path}`)).toContain(`POST ${base}/copy/DCC_SCORE/2`);
  });

  it('renames with the label typed in the modal', async () => {
    const server = fakeRoutes({
      [`POST ${base}/update-name/DCC_SCORE/2`]: () => json({ ...sampleVersions[1]!, versionLabel: 'Spring' }),
    });
    const { user } = renderWithProviders(
      <VersionBar versions={sampleVersions} selected={2} onSelect={() => {}} mayChange />,
      { preloadedState },
    );
    await user.click(screen.getByRole('button', { name: 'Rename' }));
    const label = await screen.findByLabelText('Label');
    expect(label).toHaveValue('Extended weighted higher');
    await user.clear(label);
    await user.type(label, 'Spring');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(server.calls).toContainEqual({
        method: 'POST',
        path: `${base}/update-name/DCC_SCORE/2`,
        body: { label: 'Spring' },
      }),
    );
  });

  it('shows the server’s refusal of a label under the field', async () => {
    fakeRoutes({
      [`POST ${base}/update-name/DCC_SCORE/2`]: () =>
        json({ statusCode: 400, error: 'Bad Request', message: 'Invalid', fields: { label: 'Too long.' } }, 400),
    });
    const { user } = renderWithProviders(
      <VersionBar versions={sampleVersions} selected={2} onSelect={() => {}} mayChange />,
      { preloadedState },
    );
    await user.click(screen.getByRole('button', { name: 'Rename' }));
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Too long.')).toBeInTheDocument();
  });

  it('activates an inactive version after warning that history is recomputed', async () => {
    const server = fakeRoutes({ [`POST ${base}/activate/DCC_SCORE/2`]: () => json(sampleVersions) });
    const { user } = renderWithProviders(
      <VersionBar versions={sampleVersions} selected={2} onSelect={() => {}} mayChange />,
      { preloadedState },
    );
    await user.click(screen.getByRole('button', { name: 'Activate' }));
    expect(await screen.findByText(/including their history, will be recomputed/)).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Activate' }).at(-1)!);
    await waitFor(() =>
      expect(server.calls.map((call) => `${call.method} ${call.path}`)).toContain(`POST ${base}/activate/DCC_SCORE/2`),
    );
  });

  it('offers no Activate for the active version and no changes to others than administrators', () => {
    const { rerender } = renderWithProviders(
      <VersionBar versions={sampleVersions} selected={1} onSelect={() => {}} mayChange />,
      { preloadedState },
    );
    expect(screen.queryByRole('button', { name: 'Activate' })).toBeNull();
    rerender(<VersionBar versions={sampleVersions} selected={2} onSelect={() => {}} mayChange={false} />);
    for (const name of ['Copy', 'Rename', 'Activate']) expect(screen.queryByRole('button', { name })).toBeNull();
  });
});
