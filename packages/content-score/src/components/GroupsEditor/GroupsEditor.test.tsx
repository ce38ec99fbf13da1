import { signedInSession } from '@shelfsight/api-client/fixtures';
import { fakeRoutes, jsonResponse as json, renderWithProviders } from '@shelfsight/api-client/test-utils';
import { calculatedMetricMessages } from '@shelfsight/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { sampleDefinition } from '../../testing/sampleData';
import { GroupsEditor } from './GroupsEditor';

const path = '/api/customer/42/calculated-metric/definition/DCC_SCORE/1';
const preloadedState = { session: signedInSession() };
const groups = sampleDefinition.groups;

function renderEditor(onClose = vi.fn()) {
  const view = renderWithProviders(<GroupsEditor open version={1} groups={groups} onClose={onClose} />, {
    preloadedState,
  });
  return { ...view, onClose };
}

async function setWeight(user: ReturnType<typeof renderEditor>['user'], index: number, percent: string) {
  const input = screen.getByLabelText(`Weight of group ${index + 1}`);
  await user.clear(input);
  await user.type(input, percent);
}

describe('GroupsEditor', () => {
  it('starts from the groups’ weights as percents and their total', () => {
    renderEditor();
    groups.forEach((group, index) =>
      expect(screen.getByLabelText(`Weight of group ${index + 1}`)).toHaveValue(
        String(Math.round(group.weight * 10000) / 100),
      ),
    );
    const total = groups.reduce((sum, group) => sum + Math.round(group.weight * 10000) / 100, 0);
    expect(screen.getByText(`Total ${Math.round(total * 100) / 100}%`)).toBeInTheDocument();
  });

  it('does not save weights that do not add up to 100% and says why', async () => {
    const server = fakeRoutes({ [`PUT ${path}`]: () => json(sampleDefinition) });
    const { user, onClose } = renderEditor();
    await setWeight(user, 0, '40');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(calculatedMetricMessages.groupWeightsSum)).toBeInTheDocument();
    const total = 40 + (Math.round(groups[1]!.weight * 10000) + Math.round(groups[2]!.weight * 10000)) / 100;
    expect(screen.getByText(`Total ${Math.round(total * 100) / 100}%`)).toBeInTheDocument();
    expect(server.calls).toHaveLength(0);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('saves new names and weights as fractions with the components kept', async () => {
    const server = fakeRoutes({ [`PUT ${path}`]: () => json(sampleDefinition) });
    const { user, onClose } = renderEditor();
    await user.clear(screen.getByLabelText('Name of group 1'));
    await user.type(screen.getByLabelText('Name of group 1'), 'Essentials');
    await setWeight(user, 0, '40');
    await setWeight(user, 1, '40');
    await setWeight(user, 2, '20');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const body = server.calls[0]!.body as { groups: { name: string; weight: number; components: unknown[] }[] };
    expect(server.calls[0]!.method).toBe('PUT');
    expect(body.groups.map((group) => [group.name, group.weight])).toEqual([
      ['Essentials', 0.4],
      ['Basic', 0.4],
      ['Extended', 0.2],
    ]);
    expect(body.groups.map((group) => group.components.length)).toEqual(groups.map((g) => g.components.length));
  });

  it('shows a server 400 beside the field it names', async () => {
    fakeRoutes({
      [`PUT ${path}`]: () =>
        json(
          {
            statusCode: 400,
            error: 'Bad Request',
            message: 'Invalid',
            fields: { 'groups.1.name': 'This name is too long.' },
          },
          400,
        ),
    });
    const { user, onClose } = renderEditor();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This name is too long.')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});
