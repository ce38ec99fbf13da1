import { signedInSession } from '@shelfsight/api-client/fixtures';
import { fakeRoutes, jsonResponse as json, renderWithProviders } from '@shelfsight/api-client/test-utils';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sampleDashboard, sampleWidgetsFor } from '../testing/sampleDashboards';
import { DashboardGroups, UNSTRETCHED_GROUP_MAX_WIDTH, widgetSpans } from './DashboardGroups';

const textAnswer = { visualizationType: 'TEXT', rawOutput: { fields: [] }, settingsUsed: {} };

/** The large-screen column span (of 24) of each card in a group, in order. */
function spansIn(groupName: string): number[] {
  const group = screen.getByRole('region', { name: groupName });
  return [...group.querySelectorAll('[data-testid="dashboard-widget"]')].map((card) => {
    const column = card.closest('.ant-col');
    const span = [...(column?.classList ?? [])].find((name) => name.startsWith('ant-col-lg-'));
    return Number(span?.replace('ant-col-lg-', ''));
  });
}

describe('DashboardGroups', () => {
  it('lets a card alone in its row span the row, even in a group that does not stretch', () => {
    fakeRoutes({ 'POST /api/customer/42/widget/get-data': () => json(textAnswer) });
    // "Price" does not stretch: a line chart alone in its first row, a widget not shared alone in the second.
    const dashboard = sampleDashboard();
    renderWithProviders(<DashboardGroups dashboard={dashboard} widgets={sampleWidgetsFor(dashboard)} />, {
      preloadedState: { session: signedInSession() },
    });
    expect(spansIn('Price')).toEqual([24, 24]);
    expect(spansIn('Availability')).toEqual([12, 12]);
  });

  it('keeps a group that does not stretch to a readable width, and lets a stretched one take the page', () => {
    fakeRoutes({ 'POST /api/customer/42/widget/get-data': () => json(textAnswer) });
    const dashboard = sampleDashboard();
    renderWithProviders(<DashboardGroups dashboard={dashboard} widgets={sampleWidgetsFor(dashboard)} />, {
      preloadedState: { session: signedInSession() },
    });
    for (const group of dashboard.groups) {
      const region = screen.getByRole('region', { name: group.name || 'Group' });
      expect(region.style.maxWidth).toBe(group.stretchLayout ? '' : `${UNSTRETCHED_GROUP_MAX_WIDTH}px`);
    }
    expect(dashboard.groups.some((group) => group.stretchLayout)).toBe(true);
    expect(dashboard.groups.some((group) => !group.stretchLayout)).toBe(true);
  });

  it('fills the row whatever the number of cards', () => {
    expect(widgetSpans(1)).toEqual([24]);
    expect(widgetSpans(3)).toEqual([8, 8, 8]);
    expect(widgetSpans(5)).toEqual([5, 5, 5, 5, 4]);
    for (let count = 1; count <= 24; count += 1)
      expect(widgetSpans(count).reduce((sum, span) => sum + span, 0)).toBe(24);
  });
});
