import { signedInSession } from '@shelfsight/api-client/fixtures';
import { fakeRoutes, jsonResponse as json, renderWithProviders } from '@shelfsight/api-client/test-utils';
import { calculatedMetricOperatorsByType } from '@shelfsight/contracts';
import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sampleDefinition } from '../../testing/sampleData';
import { operatorLabels } from '../../utils/conditionText';
import { ItemEditor } from './ItemEditor';

const path = '/api/customer/42/calculated-metric/definition/DCC_SCORE/1';
const preloadedState = { session: signedInSession() };

type SavedBody = {
  groups: {
    components: { name: string; disabled: boolean; operator: string; conditions: Record<string, unknown>[] }[];
  }[];
};

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
    expect(offered).toEqual(calculatedMetricOperatorsByType.boolean.map((operator) => operatorLabels[operator]));
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
});
