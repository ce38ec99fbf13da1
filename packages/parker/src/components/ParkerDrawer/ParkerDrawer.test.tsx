import { signedInSession } from '@shelfsight/api-client/fixtures';
import { fakeServer, jsonResponse as json, renderWithProviders } from '@shelfsight/api-client/test-utils';
import type { ParkerAnswer } from '@shelfsight/contracts';
import { FlashProvider } from '@shelfsight/ui-kit';
import { screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { outOfStockAnswer } from '../../testing/sampleAnswers';
import { ParkerDrawer } from './ParkerDrawer';

const ROOT = '/api/customer/42';
const suggestions = ['Top 5 brands by rating in Germany', 'Average selling price of Acme vs Kestrel in October'];

function Address() {
  const location = useLocation();
  return <output aria-label="address">{location.search}</output>;
}

function renderDrawer(route?: string) {
  return renderWithProviders(
    <FlashProvider>
      <ParkerDrawer onClose={vi.fn()} />
      <Address />
    </FlashProvider>,
    { route, preloadedState: { session: signedInSession() } },
  );
}

/** A server with the given history; `ask` answers questions, `widget` answers the widget create call. */
function parkerServer(options: {
  history?: ParkerAnswer[];
  ask?: (question: string) => Response | Promise<Response>;
  widget?: () => Response;
}) {
  return fakeServer(async (request) => {
    const path = new URL(request.url).pathname;
    if (request.method === 'GET' && path === `${ROOT}/parker/history`) return json({ data: options.history ?? [] });
    if (request.method === 'GET' && path === `${ROOT}/parker/suggestions`) return json({ data: suggestions });
    if (request.method === 'POST' && path === `${ROOT}/parker/ask`) {
      const { question } = (await request.json()) as { question: string };
      return options.ask?.(question) ?? json({ statusCode: 500, message: 'no answer' }, 500);
    }
    if (request.method === 'POST' && path === `${ROOT}/saved-filter/create`) return json({ id: 812, name: 'x' });
    if (request.method === 'POST' && path === `${ROOT}/widget/create`)
      return options.widget?.() ?? json({ id: 95, name: outOfStockAnswer.question });
    if (request.method === 'DELETE') return json({ id: 812 });
    return json({ message: `unexpected ${request.method} ${path}` }, 404);
  });
}

describe('ParkerDrawer', () => {
  it('offers the suggested questions while the conversation is empty, and asks one', async () => {
    const calls = parkerServer({ ask: (question) => json({ ...outOfStockAnswer, question }) });
    const { user } = renderDrawer();
    await user.click(await screen.findByRole('button', { name: suggestions[0] }));
    expect(await screen.findByText(outOfStockAnswer.sentence)).toBeInTheDocument();
    expect(calls).toContainEqual({ method: 'POST', path: `${ROOT}/parker/ask`, body: { question: suggestions[0] } });
  });

  it('shows the question at once and the answer when it comes', async () => {
    let answer!: () => void;
    const answered = new Promise<Response>((resolve) => {
      answer = () => resolve(json(outOfStockAnswer));
    });
    parkerServer({ ask: () => answered });
    const { user } = renderDrawer();
    await user.click(await screen.findByLabelText('Ask Parker'));
    await user.paste(outOfStockAnswer.question);
    await user.keyboard('{Enter}');
    expect(await screen.findByText(outOfStockAnswer.question)).toBeInTheDocument();
    expect(screen.getByLabelText('Parker is answering')).toBeInTheDocument();
    expect(screen.getByLabelText('Ask Parker')).toHaveValue('');
    answer();
    expect(await screen.findByText(outOfStockAnswer.sentence)).toBeInTheDocument();
  });

  it('takes a refused question out of the conversation and puts it back in the box', async () => {
    parkerServer({ ask: () => json({ statusCode: 429, message: 'Too many questions, wait a minute.' }, 429) });
    const { user } = renderDrawer();
    await user.click(await screen.findByLabelText('Ask Parker'));
    await user.paste('How many MAP violations yesterday?');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Too many questions, wait a minute.')).toBeInTheDocument();
    expect(screen.getByLabelText('Ask Parker')).toHaveValue('How many MAP violations yesterday?');
    expect(screen.queryByTestId('parker-exchange')).not.toBeInTheDocument();
  });

  it('saves an answer as a widget on a saved filter of its retailers', async () => {
    const calls = parkerServer({ history: [outOfStockAnswer] });
    const { user } = renderDrawer();
    await user.click(await screen.findByRole('button', { name: /Save as widget/ }));
    expect(await screen.findByText(`Saved as widget “${outOfStockAnswer.question}”`)).toBeInTheDocument();
    const filter = calls.find((call) => call.path === `${ROOT}/saved-filter/create`);
    expect(filter?.body).toMatchObject({ retailers: outOfStockAnswer.widget!.request.filterRetailerIds });
    const widget = calls.find((call) => call.path === `${ROOT}/widget/create`);
    expect(widget?.body).toMatchObject({ filterId: 812, metricId: outOfStockAnswer.widget!.definition.metricId });
  });

  it('removes the new saved filter again when the widget is refused', async () => {
    const calls = parkerServer({
      history: [outOfStockAnswer],
      widget: () => json({ statusCode: 400, message: 'Invalid', fields: { metricId: 'Unknown metric.' } }, 400),
    });
    const { user } = renderDrawer();
    await user.click(await screen.findByRole('button', { name: /Save as widget/ }));
    expect(await screen.findByText('Unknown metric.')).toBeInTheDocument();
    await waitFor(() =>
      expect(calls).toContainEqual({ method: 'DELETE', path: `${ROOT}/saved-filter/812`, body: undefined }),
    );
  });

  it('clears the conversation', async () => {
    const calls = parkerServer({ history: [outOfStockAnswer] });
    const { user } = renderDrawer();
    await user.click(await screen.findByRole('button', { name: 'Clear the conversation' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE')).toBe(true));
    expect(calls.find((call) => call.method === 'DELETE')?.path).toBe(`${ROOT}/parker/history`);
  });

  it('is 400 px wide and 2000 px maximised, kept in the address', async () => {
    parkerServer({});
    const { user } = renderDrawer('/dashboards/?dashboardId=3&parker=open');
    const wrapper = () => document.querySelector('.ant-drawer-content-wrapper');
    await waitFor(() => expect(wrapper()).toHaveStyle({ width: '400px' }));
    await user.click(screen.getByRole('button', { name: 'Maximise' }));
    expect(wrapper()).toHaveStyle({ width: '2000px' });
    expect(screen.getByLabelText('address')).toHaveTextContent('?dashboardId=3&parker=maximised');
    await user.click(screen.getByRole('button', { name: 'Restore' }));
    expect(wrapper()).toHaveStyle({ width: '400px' });
    expect(screen.getByLabelText('address')).toHaveTextContent('?dashboardId=3&parker=open');
  });

  it('opens maximised from an address that says so', async () => {
    parkerServer({});
    renderDrawer('/dashboards/?parker=maximised');
    await waitFor(() => expect(document.querySelector('.ant-drawer-content-wrapper')).toHaveStyle({ width: '2000px' }));
    expect(screen.getByRole('button', { name: 'Restore' })).toBeInTheDocument();
  });
});
