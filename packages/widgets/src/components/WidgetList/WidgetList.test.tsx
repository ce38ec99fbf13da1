import { signedInSession } from '@shelfsight/api-client/fixtures';
import { fakeServer, jsonResponse as json, renderWithProviders } from '@shelfsight/api-client/test-utils';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { sampleWidgets } from '../../testing/sampleWidgets';
import { DOWNLOAD_TEXTS } from '@shelfsight/widget-kit';
import { WidgetList } from './WidgetList';

const noop = () => {};

describe('WidgetList', () => {
  it('says when there are no widgets', () => {
    renderWithProviders(
      <WidgetList widgets={[]} metricNames={new Map()} onEdit={noop} onCopy={noop} onDelete={noop} onShare={noop} />,
    );
    expect(screen.getByText('No widgets yet.')).toBeInTheDocument();
  });

  it('marks a widget being saved and hands the chosen one to its action', async () => {
    fakeServer(() => json({ statusCode: 404, error: 'Not Found', message: 'Not found' }, 404));
    const onEdit = vi.fn();
    const [kpi] = sampleWidgets();
    const { user } = renderWithProviders(
      <WidgetList
        widgets={[kpi!]}
        metricNames={new Map([[1, 'Availability']])}
        updatingIds={[11]}
        onEdit={onEdit}
        onCopy={noop}
        onDelete={noop}
        onShare={noop}
      />,
      { preloadedState: { session: signedInSession() } },
    );
    const card = screen.getByRole('article', { name: 'Availability' });
    expect(within(card).getByText('Saving…')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Download Availability' })).toBeEnabled();
    // The card's download offers the first page and all rows, in either format.
    await user.click(within(card).getByRole('button', { name: 'Download Availability' }));
    for (const entry of [DOWNLOAD_TEXTS.csv, DOWNLOAD_TEXTS.excel, DOWNLOAD_TEXTS.csvAll, DOWNLOAD_TEXTS.excelAll])
      expect(await screen.findByRole('menuitem', { name: entry })).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Edit Availability' }));
    expect(onEdit).toHaveBeenCalledWith(kpi);
  });
});
