import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sampleClusters, sampleKeywords } from '../../testing/sampleData';
import { ClusterForm, type ClusterFormProps } from './ClusterForm';

const hairCare = sampleClusters[1]!;

function renderForm(props: Partial<ClusterFormProps> = {}) {
  const onSave = vi.fn();
  const view = render(
    <ClusterForm open cluster={null} keywords={sampleKeywords} onSave={onSave} onClose={() => {}} {...props} />,
  );
  return { ...view, onSave, user: userEvent.setup() };
}

describe('ClusterForm', () => {
  it('opens a conditional cluster with its conditions in sequence; the first shows no operator', async () => {
    renderForm({ cluster: hairCare });
    const drawer = await screen.findByRole('dialog', { name: 'Edit Hair care' });
    expect(within(drawer).getByRole('radio', { name: 'Conditional selection' })).toBeChecked();
    expect(within(drawer).getByRole('textbox', { name: 'Text of condition 1' })).toHaveValue('shampoo');
    expect(within(drawer).getByRole('textbox', { name: 'Text of condition 2' })).toHaveValue('conditioner');
    expect(within(drawer).queryByRole('combobox', { name: 'Operator of condition 1' })).toBeNull();
    expect(within(drawer).getByRole('combobox', { name: 'Operator of condition 2' })).toBeInTheDocument();
  });

  it('refuses an empty name and an empty condition before sending', async () => {
    const { user, onSave } = renderForm();
    await screen.findByRole('dialog', { name: 'Create visibility cluster' });
    await user.click(screen.getByRole('radio', { name: 'Conditional selection' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a name.')).toBeInTheDocument();
    expect(screen.getByText('Enter the text a name must contain.')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('saves an inactive draft with the keywords picked by hand', async () => {
    const { user, onSave } = renderForm();
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Shampoo trial');
    await user.click(screen.getByRole('switch', { name: 'Active' }));
    await user.click(screen.getByRole('checkbox', { name: 'Draft' }));
    await user.click(screen.getByRole('combobox', { name: 'Search keywords' }));
    await user.click(await screen.findByTitle('dry shampoo'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith({
      name: 'Shampoo trial',
      active: false,
      isDraft: true,
      entities: [{ entityId: 12, label: 'dry shampoo' }],
      conditions: [],
    });
  });

  it('moves a condition up, keeping each one’s operator with it', async () => {
    const { user, onSave } = renderForm({ cluster: hairCare });
    await user.click(await screen.findByRole('button', { name: /Add condition/ }));
    await user.type(screen.getByRole('textbox', { name: 'Text of condition 3' }), 'mask');
    await user.click(screen.getByRole('button', { name: 'Move condition 3 up' }));
    expect(screen.getByRole('textbox', { name: 'Text of condition 2' })).toHaveValue('mask');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave.mock.calls[0]?.[0].conditions).toEqual([
      { operator: 'AND', value: 'shampoo' },
      { operator: 'AND', value: 'mask' },
      { operator: 'OR', value: 'conditioner' },
    ]);
  });

  it('shows the server’s errors beside the condition they name, and others above the buttons', async () => {
    renderForm({
      cluster: hairCare,
      serverErrors: { fields: { 'conditions.1.value': 'Too long.', isDraft: 'Not a flag.' }, general: null },
    });
    const drawer = await screen.findByRole('dialog', { name: 'Edit Hair care' });
    const second = within(drawer).getByRole('textbox', { name: 'Text of condition 2' });
    expect(second.closest('.ant-form-item')).toHaveTextContent('Too long.');
    expect(within(drawer).getByRole('alert')).toHaveTextContent('isDraft: Not a flag.');
  });
});
