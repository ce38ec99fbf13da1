import { signedInSession } from '@shelfsight/api-client/fixtures';
import { fakeRoutes, jsonResponse as json, renderWithProviders } from '@shelfsight/api-client/test-utils';
import { calculatedMetricOperatorsByType, dccOperatorLabels } from '@shelfsight/contracts';
import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sampleDefinition } from '../../testing/sampleData';
import { ItemEditor } from './ItemEditor';

const path = '/api/customer/42/calculated-metric/definition/DCC_SCORE/1';
const preloadedState = { session: signedInSession() };

type SavedBody = {
  groups: {
    components: {
      name: string;
      description: string;
      weight: number;
      disabled: boolean;
      operator: string;
      conditions: Record<string, unknown>[];
    }[];
  }[];
};

const basic = sampleDefinition.groups[1]!;
const namesOf = (components: readonly { name: string }[]) => components.map((component) => component.name);

function renderEditor() {
  const onClose = vi.fn();
  const view = renderWithProviders(<ItemEditor version={1} groups={sampleDefinition.groups} onClose={onClose} />, {
    preloadedState,
  });
  return { ...view, onClose };
}

async function pick(user: UserEvent, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByTitle(option));
}

describe('ItemEditor', () => {
  it('starts at step 1, choosing what to edit, and edits a condition’s value in step 2', async () => {
    const server = fakeRoutes({ [`PUT ${path}`]: () => json(sampleDefinition) });
    const { user, onClose } = renderEditor();
    expect(screen.getByRole('combobox', { name: 'What to edit' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Value')).toBeNull();
    await pick(user, 'Group', 'Basic');
    await pick(user, 'What to edit', 'Condition 2: Title characters ≤ 80');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const value = await screen.findByLabelText('Value');
    expect(value).toHaveValue('80');
    await user.clear(value);
    await user.type(value, '100');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const body = server.calls[0]!.body as SavedBody;
    expect(body.groups[1]!.components[0]!.conditions[1]).toMatchObject({
      field: 'title_chars',
      operator: 'less_or_equal',
      value: 100,
      valueType: 'number',
    });
    expect(body.groups[1]!.components[0]!.conditions[0]).toMatchObject({ operator: 'greater_or_equal', value: 15 });
  });

  it('edits a component: disabled and joined by OR', async () => {
    const server = fakeRoutes({ [`PUT ${path}`]: () => json(sampleDefinition) });
    const { user, onClose } = renderEditor();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByLabelText('Name')).toHaveValue('Title');
    await user.click(screen.getByRole('switch', { name: 'Disabled' }));
    await pick(user, 'Conditions joined by', 'OR: one is enough');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const component = (server.calls[0]!.body as SavedBody).groups[0]!.components[0]!;
    expect(component).toMatchObject({ name: 'Title', disabled: true, operator: 'OR' });
  });

  it('offers the operators of the field’s value type and no value for a flag', async () => {
    const { user } = renderEditor();
    await pick(user, 'What to edit', 'Condition 1: Title characters > 0');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    // The field list is long and virtual: search it as a user would.
    await user.click(screen.getByRole('combobox', { name: 'Field' }));
    await user.keyboard('Rich');
    await user.click(await screen.findByTitle('Rich content'));
    await user.click(screen.getByRole('combobox', { name: 'Operator' }));
    const dropdown = (await screen.findByTitle('is true')).closest('.ant-select-dropdown') as HTMLElement;
    const offered = [...dropdown.querySelectorAll('.ant-select-item-option')].map((option) =>
      option.getAttribute('title'),
    );
    expect(offered).toEqual(calculatedMetricOperatorsByType.boolean.map((operator) => dccOperatorLabels[operator]));
    await user.click(screen.getByTitle('is true'));
    expect(screen.queryByLabelText('Value')).toBeNull();
  });

  it('shows a server 400 beside the field it names', async () => {
    fakeRoutes({
      [`PUT ${path}`]: () =>
        json(
          {
            statusCode: 400,
            error: 'Bad Request',
            message: 'Invalid',
            fields: { 'groups.0.components.0.conditions.0.value': 'This value is refused.' },
          },
          400,
        ),
    });
    const { user, onClose } = renderEditor();
    await pick(user, 'What to edit', 'Condition 1: Title characters > 0');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByLabelText('Value');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This value is refused.')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('names another item a server 400 points at in words, not by its field path', async () => {
    fakeRoutes({
      [`PUT ${path}`]: () =>
        json(
          { statusCode: 400, error: 'Bad Request', message: 'Invalid', fields: { 'groups.1.name': 'Enter a name.' } },
          400,
        ),
    });
    const { user } = renderEditor();
    await pick(user, 'What to edit', 'Condition 1: Title characters > 0');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByLabelText('Value');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(`Group “${sampleDefinition.groups[1]!.name}” › name: Enter a name.`),
    ).toBeInTheDocument();
    expect(screen.queryByText(/groups\.1\.name/)).toBeNull();
  });

  it('adds a new component at the end of the chosen group, AND, weight 1 and enabled by default', async () => {
    const server = fakeRoutes({ [`PUT ${path}`]: () => json(sampleDefinition) });
    const { user, onClose } = renderEditor();
    await pick(user, 'Group', 'Basic');
    await pick(user, 'Component', 'New component');
    expect(screen.queryByRole('combobox', { name: 'What to edit' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Version 1: new component in “Basic”')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('');
    expect(screen.getByLabelText('Weight')).toHaveValue('1');
    expect(screen.getByRole('switch', { name: 'Disabled' })).not.toBeChecked();
    await user.type(screen.getByLabelText('Name'), 'Bullet points');
    await user.type(screen.getByLabelText('Description'), 'The page lists 3 or more bullet points.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const components = (server.calls[0]!.body as SavedBody).groups[1]!.components;
    expect(namesOf(components)).toEqual([...namesOf(basic.components), 'Bullet points']);
    expect(components.at(-1)).toEqual({
      name: 'Bullet points',
      description: 'The page lists 3 or more bullet points.',
      weight: 1,
      disabled: false,
      operator: 'AND',
      conditions: [],
    });
  });

  it('adds a new condition with a list value to the chosen component', async () => {
    const server = fakeRoutes({ [`PUT ${path}`]: () => json(sampleDefinition) });
    const { user, onClose } = renderEditor();
    await pick(user, 'Group', 'Basic');
    await pick(user, 'Component', 'Images');
    await pick(user, 'What to edit', 'New condition');
    expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Version 1: new condition of “Images”')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Operator' })).toBeDisabled();
    await user.type(screen.getByLabelText('Name'), 'Videos');
    await user.click(screen.getByRole('combobox', { name: 'Field' }));
    await user.keyboard('Video');
    await user.click(await screen.findByTitle('Video count'));
    await pick(user, 'Operator', 'is any of');
    await user.type(screen.getByLabelText('Value'), '1, 2');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const conditions = (server.calls[0]!.body as SavedBody).groups[1]!.components[2]!.conditions;
    expect(conditions).toHaveLength(basic.components[2]!.conditions.length + 1);
    expect(conditions.at(-1)).toEqual({
      name: 'Videos',
      field: 'video_count',
      operator: 'any_of',
      value: [1, 2],
      valueType: 'number',
      function: null,
    });
  });

  it('removes a component after the confirmation, and nothing when it is cancelled', async () => {
    const server = fakeRoutes({ [`PUT ${path}`]: () => json(sampleDefinition) });
    const { user, onClose } = renderEditor();
    await pick(user, 'Group', 'Basic');
    await user.click(screen.getByRole('button', { name: 'Remove component' }));
    // The confirmation names its title twice (heading and dialog label).
    expect(await screen.findAllByText('Remove the component “Title length”?')).not.toHaveLength(0);
    expect(screen.getByText(/Its 2 conditions go with it/)).toBeInTheDocument();
    // The confirmation's Cancel is the last one; the editor's own stays open behind it.
    await user.click(screen.getAllByRole('button', { name: 'Cancel' }).at(-1)!);
    expect(server.calls).toHaveLength(0);
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Remove component' }));
    await user.click((await screen.findAllByRole('button', { name: 'Remove' })).at(-1)!);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(server.calls).toHaveLength(1);
    const body = server.calls[0]!.body as SavedBody;
    expect(namesOf(body.groups[1]!.components)).toEqual(namesOf(basic.components.slice(1)));
    expect(namesOf(body.groups[0]!.components)).toEqual(namesOf(sampleDefinition.groups[0]!.components));
  });

  it('removes one condition of a component after the confirmation', async () => {
    const server = fakeRoutes({ [`PUT ${path}`]: () => json(sampleDefinition) });
    const { user, onClose } = renderEditor();
    await pick(user, 'Group', 'Basic');
    await pick(user, 'What to edit', 'Condition 1: Title characters ≥ 15');
    await user.click(screen.getByRole('button', { name: 'Remove condition' }));
    expect(await screen.findAllByText('Remove condition 1 of “Title length”?')).not.toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const component = (server.calls[0]!.body as SavedBody).groups[1]!.components[0]!;
    expect(component.conditions).toEqual([
      expect.objectContaining({ field: 'title_chars', operator: 'less_or_equal', value: 80 }),
    ]);
  });

  it('keeps the editor open with the server’s answer when a removal is refused', async () => {
    fakeRoutes({
      [`PUT ${path}`]: () =>
        json({ statusCode: 400, error: 'Bad Request', message: 'Invalid', fields: { groups: 'Refused.' } }, 400),
    });
    const { user, onClose } = renderEditor();
    await user.click(screen.getByRole('button', { name: 'Remove component' }));
    await user.click(await screen.findByRole('button', { name: 'Remove' }));
    expect(await screen.findByText(/Refused\./)).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});
