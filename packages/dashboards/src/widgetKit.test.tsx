import { signedInSession } from '@shelfsight/api-client/fixtures';
import { fakeServer, jsonResponse as json, renderWithProviders } from '@shelfsight/api-client/test-utils';
import { KpiWidget, WidgetPreview } from '@shelfsight/widget-kit';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

// Dashboards draw widgets without importing the widgets feature: the renderers and the preview come from
// widget-kit. These tests keep that door open before the dashboard screens arrive.
describe('widgets drawn in dashboards from widget-kit', () => {
  it('draws a KPI from the answer a dashboard already holds', () => {
    renderWithProviders(
      <KpiWidget
        data={{ value: 24.99, compareValue: 23.49, observationCount: 412 }}
        settings={{
          metricName: 'Average selling price',
          valueFormat: { type: 'currency', currencyCode: 'EUR' },
          aggregationFunction: 'AVG',
          higherIsBetter: false,
          dateFrom: '2024-03-01',
          dateTo: '2024-03-31',
          compareDateFrom: '2024-02-01',
          compareDateTo: '2024-02-29',
        }}
      />,
    );
    expect(screen.getByRole('group', { name: 'Average selling price' })).toBeInTheDocument();
    expect(screen.getByTestId('kpi-value')).toHaveTextContent('€24.99');
    expect(screen.getByText('vs €23.49 in Feb 1, 2024 – Feb 29, 2024')).toBeInTheDocument();
  });

  it('draws a saved text widget by its id over the dashboard period', async () => {
    const calls = fakeServer(() =>
      json({
        visualizationType: 'TEXT',
        rawOutput: {
          fields: [
            {
              key: 'summary',
              title: 'Availability this week',
              blocks: [
                {
                  type: 'paragraph',
                  spans: [{ text: 'Rose to ' }, { text: '91.4%', bold: true }, { text: ' overall.' }],
                },
                { type: 'bullet', spans: [{ text: 'Confirm the Kaufland date' }] },
              ],
            },
          ],
        },
        settingsUsed: { dateFrom: '2024-03-01', dateTo: '2024-03-31' },
      }),
    );
    renderWithProviders(
      <WidgetPreview widgetId={17} period={{ dateFrom: '2024-03-01', dateTo: '2024-03-31' }} label="Weekly notes" />,
      { preloadedState: { session: signedInSession() } },
    );
    const figure = screen.getByRole('figure', { name: 'Weekly notes' });
    expect(await within(figure).findByRole('heading', { name: 'Availability this week' })).toBeInTheDocument();
    expect(within(figure).getByText('91.4%').tagName).toBe('STRONG');
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '/api/customer/42/widget/get-data',
      body: { widgetId: 17, dateFrom: '2024-03-01', dateTo: '2024-03-31' },
    });
  });
});
