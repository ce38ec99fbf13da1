import { signedInSession } from '@shelfsight/api-client/fixtures';
import { fakeRoutes, jsonResponse as json, renderWithProviders } from '@shelfsight/api-client/test-utils';
import type { CalculatedMetricScoreState } from '@shelfsight/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ScoreState } from './ScoreState';

const path = '/api/customer/42/calculated-metric/DCC_SCORE/score-state';
const preloadedState = { session: signedInSession() };

describe('ScoreState', () => {
  it('shows the progress of a recompute and the version the widgets show meanwhile', async () => {
    const state: CalculatedMetricScoreState = {
      activeVersion: 3,
      appliedVersion: 2,
      state: 'recomputing',
      progress: 0.4,
    };
    fakeRoutes({ [`GET ${path}`]: () => json(state) });
    renderWithProviders(<ScoreState />, { preloadedState });
    expect(await screen.findByText('Recomputing the DCC score history with version 3')).toBeInTheDocument();
    expect(screen.getByText(/show the scores of version 2/)).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Recompute progress' })).toHaveAttribute('aria-valuenow', '40');
  });

  it('names the version the scores come from once they are current', async () => {
    const state: CalculatedMetricScoreState = { activeVersion: 1, appliedVersion: 1, state: 'current', progress: 1 };
    fakeRoutes({ [`GET ${path}`]: () => json(state) });
    renderWithProviders(<ScoreState />, { preloadedState });
    expect(
      await screen.findByText('DCC scores in widgets, alerts and exports come from version 1.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
