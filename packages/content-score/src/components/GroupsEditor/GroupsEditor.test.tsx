import { signedInSession } from '@shelfsight/api-client/fixtures';
import { fakeRoutes, jsonResponse as json, renderWithProviders } from '@shelfsight/api-client/test-utils';
import { calculatedMetricMessages } from '@shelfsight/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { sampleDefinition } from '../../testing/sampleData';
import { GroupsEditor, groupsEditorMessages } from './GroupsEditor';

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

/** The server refuses the save with a 400 naming these fields. */
const refuseSaveWith = (fields: Record<string, string>) =>
  fakeRoutes({
    [`PUT ${path}`]: () => json({ statusCode: 400, error: 'Bad Request', message: 'Invalid', fields }, 400),
  });

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

  it('shows the sum rule in words, without the field path the contract message starts with', async () => {
    const server = fakeRoutes({ [`PUT ${path}`]: () => json(sampleDefinition) });
    const { user } = renderEditor();
    for (const index of groups.keys()) await setWeight(user, index, '30');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(calculatedMetricMessages.groupWeightsSum)).toBeInTheDocument();
    expect(screen.queryByText(/groups\./)).toBeNull();
    expect(server.calls).toHaveLength(0);
  });

  it('shows a server 400 on the weights in words too', async () => {
    refuseSaveWith({ groups: calculatedMetricMessages.groupWeightsSum });
    const { user } = renderEditor();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(calculatedMetricMessages.groupWeightsSum)).toBeInTheDocument();
  });

  it.each([
    ['-10', -10],
    ['110', 110],
  ])('refuses a weight of %s on its field, before sending, and totals what was typed', async (typed, percent) => {
    const server = fakeRoutes({ [`PUT ${path}`]: () => json(sampleDefinition) });
    const { user, onClose } = renderEditor();
    await setWeight(user, 2, typed);
    await user.tab();
    expect(screen.getByLabelText('Weight of group 3')).toHaveValue(typed);
    const total = groups.slice(0, 2).reduce((sum, group) => sum + Math.round(group.weight * 10000) / 100, percent);
    expect(screen.getByText(`Total ${Math.round(total * 100) / 100}%`)).toBeInTheDocument();
    expect(screen.getByText(groupsEditorMessages.weightRange)).toBeInTheDocument();
    // Even with the other weights making the sum 100%, nothing is sent.
    await setWeight(user, 0, String(Math.round(groups[0]!.weight * 10000) / 100 + 100 - total));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Total 100%')).toBeInTheDocument();
    expect(screen.getAllByText(groupsEditorMessages.weightRange).length).toBeGreaterThan(0);
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
    refuseSaveWith({ 'groups.1.name': 'This name is too long.' });
    const { user, onClose } = renderEditor();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This name is too long.')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('adds a group without components once the weights add up to 100% again', async () => {
    const server = fakeRoutes({ [`PUT ${path}`]: () => json(sampleDefinition) });
    const { user, onClose } = renderEditor();
    await user.click(screen.getByRole('button', { name: /Add group/ }));
    expect(screen.getByLabelText('Name of group 4')).toHaveValue('');
    expect(screen.getByLabelText('Weight of group 4')).toHaveValue('0');
    await user.type(screen.getByLabelText('Name of group 4'), 'Reviews');
    await setWeight(user, 3, '10');
    expect(screen.getByText('Total 110%')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(calculatedMetricMessages.groupWeightsSum)).toBeInTheDocument();
    expect(server.calls).toHaveLength(0);
    await setWeight(user, 0, '40');
    expect(screen.getByText('Total 100%')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const body = server.calls[0]!.body as { groups: { name: string; weight: number; components: unknown[] }[] };
    expect(body.groups.map((group) => group.name)).toEqual([...groups.map((group) => group.name), 'Reviews']);
    expect(body.groups[0]!.weight).toBe(0.4);
    expect(body.groups[3]).toEqual({ name: 'Reviews', weight: 0.1, components: [] });
    expect(body.groups.slice(0, 3).map((group) => group.components.length)).toEqual(
      groups.map((group) => group.components.length),
    );
  });

  it('removes a group with components after the confirmation and saves the others', async () => {
    const server = fakeRoutes({ [`PUT ${path}`]: () => json(sampleDefinition) });
    const { user, onClose } = renderEditor();
    await user.click(screen.getByRole('button', { name: 'Remove group 3' }));
    // The confirmation names its title twice (heading and dialog label).
    expect(await screen.findAllByText('Remove the group “Extended”?')).not.toHaveLength(0);
    expect(screen.getByText(/Its 3 components and their conditions are removed/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByLabelText('Name of group 3')).toBeNull());
    await setWeight(user, 0, '60');
    await setWeight(user, 1, '40');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const body = server.calls[0]!.body as { groups: { name: string; weight: number; components: unknown[] }[] };
    expect(body.groups.map((group) => [group.name, group.weight, group.components.length])).toEqual([
      ['Minimal', 0.6, groups[0]!.components.length],
      ['Basic', 0.4, groups[1]!.components.length],
    ]);
  });

  it('removes a group without components at once and keeps at least one group', async () => {
    const { user } = renderEditor();
    await user.click(screen.getByRole('button', { name: /Add group/ }));
    await user.type(screen.getByLabelText('Name of group 4'), 'Reviews');
    await user.click(screen.getByRole('button', { name: 'Remove group 4' }));
    expect(screen.queryByLabelText('Name of group 4')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove' })).toBeNull();
    for (const index of [3, 2]) {
      await user.click(screen.getByRole('button', { name: `Remove group ${index}` }));
      await user.click((await screen.findAllByRole('button', { name: 'Remove' })).at(-1)!);
      await waitFor(() => expect(screen.queryByLabelText(`Name of group ${index}`)).toBeNull());
    }
    expect(screen.getByLabelText('Name of group 1')).toHaveValue('Minimal');
    expect(screen.getByRole('button', { name: 'Remove group 1' })).toBeDisabled();
  });
});
