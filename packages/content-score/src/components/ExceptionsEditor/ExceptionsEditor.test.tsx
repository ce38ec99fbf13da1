import { signedInSession } from '@shelfsight/api-client/fixtures';
import { fakeRoutes, jsonResponse as json, renderWithProviders } from '@shelfsight/api-client/test-utils';
import { type CalculatedMetricExceptionsInput, calculatedMetricExceptionMessages } from '@shelfsight/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sampleExceptions, sampleProducts, sampleRetailers, sampleTags } from '../../testing/sampleExceptions';
import { ExceptionsEditor } from './ExceptionsEditor';

const path = '/api/customer/42/calculated-metric/DCC_SCORE/calculated-metric-exceptions';
const preloadedState = { session: signedInSession() };

function renderEditor(mayChange: boolean) {
  return renderWithProviders(
    <ExceptionsEditor
      exceptions={sampleExceptions}
      mayChange={mayChange}
      products={sampleProducts}
      retailers={sampleRetailers}
      tags={sampleTags}
    />,
    { preloadedState },
  );
}

async function pick(user: UserEvent, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByTitle(option));
}

const sentBody = async (requests: Request[]) =>
  (await requests
    .find((request) => request.method === 'PUT')!
    .clone()
    .json()) as CalculatedMetricExceptionsInput;

describe('ExceptionsEditor', () => {
  it('shows the exceptions and groups with the names of their products, retailers and tags, read-only', () => {
    renderEditor(false);
    const exceptions = screen.getByRole('table', { name: 'Exceptions' });
    const jug = within(exceptions).getByText('Stainless Steel Milk Jug 350 ml').closest('tr')!;
    expect(within(jug).getByText('Image count ≥ 2 instead')).toBeInTheDocument();
    expect(within(jug).getByText('Any retailer')).toBeInTheDocument();
    const oat = within(exceptions).getByText('Barista Oat Drink 1 l').closest('tr')!;
    expect(within(oat).getByText('Bol.com')).toBeInTheDocument();
    expect(within(oat).getByText('Video count: not asked (counts as met)')).toBeInTheDocument();
    const groups = screen.getByRole('table', { name: 'Exception groups' });
    expect(within(groups).getByText('Amazon DE, MediaMarkt')).toBeInTheDocument();
    expect(within(groups).getByText('Private label')).toBeInTheDocument();
    expect(within(groups).getByText('Any product')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add exception/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
  });

  it('adds an exception for a product at a retailer and sends both whole lists', async () => {
    const server = fakeRoutes({ [`PUT ${path}`]: () => json(sampleExceptions) });
    const { user } = renderEditor(true);
    await user.click(screen.getByRole('button', { name: /Add exception$/ }));
    await pick(user, 'Product', 'Organic Espresso Beans 500 g');
    await pick(user, 'Retailer', 'MediaMarkt');
    await pick(user, 'Field', 'Image count');
    await pick(user, 'Operator', '≥');
    await user.type(screen.getByRole('textbox', { name: 'Value' }), '1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.requests.some((request) => request.method === 'PUT')).toBe(true));
    const body = await sentBody(server.requests);
    expect(body.exceptions).toHaveLength(3);
    expect(body.exceptions?.[2]).toMatchObject({
      entityId: 102,
      retailerId: 13,
      tagId: null,
      type: 'OVERRIDE',
      field: 'image_count',
      operator: 'greater_or_equal',
      value: 1,
    });
    expect(body.exceptions?.[1]).toMatchObject({ entityId: 101, retailerId: 12, type: 'IGNORE', value: null });
    expect(body.exceptionGroups).toEqual([
      expect.objectContaining({ retailerIds: [11, 13], tagIds: [21], type: 'IGNORE', field: 'rich_content' }),
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('refuses an exception for no product, retailer or tag before sending', async () => {
    const server = fakeRoutes({ [`PUT ${path}`]: () => json(sampleExceptions) });
    const { user } = renderEditor(true);
    await user.click(screen.getByRole('button', { name: /Add exception$/ }));
    await pick(user, 'Field', 'Video count');
    await user.click(screen.getByRole('radio', { name: 'Count as met' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(calculatedMetricExceptionMessages.exceptionScope)).toBeInTheDocument();
    expect(server.requests.filter((request) => request.method === 'PUT')).toHaveLength(0);
  });

  it('shows the server’s refusal beside the field it names', async () => {
    fakeRoutes({
      [`PUT ${path}`]: () =>
        json(
          {
            statusCode: 400,
            error: 'Bad Request',
            message: calculatedMetricExceptionMessages.unknownRetailer,
            fields: { 'exceptions.0.retailerId': calculatedMetricExceptionMessages.unknownRetailer },
          },
          400,
        ),
    });
    const { user } = renderEditor(true);
    await user.click(screen.getByRole('button', { name: 'Edit exception 1' }));
    await pick(user, 'Retailer', 'Amazon DE');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(calculatedMetricExceptionMessages.unknownRetailer)).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('removes an exception after a confirmation', async () => {
    const server = fakeRoutes({ [`PUT ${path}`]: () => json(sampleExceptions) });
    const { user } = renderEditor(true);
    await user.click(screen.getByRole('button', { name: 'Remove exception 1' }));
    await user.click(await screen.findByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(server.requests.some((request) => request.method === 'PUT')).toBe(true));
    const body = await sentBody(server.requests);
    expect(body.exceptions).toEqual([expect.objectContaining({ entityId: 101, retailerId: 12, field: 'video_count' })]);
    expect(body.exceptionGroups).toHaveLength(1);
  });
});
