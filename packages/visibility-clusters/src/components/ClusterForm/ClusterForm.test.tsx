import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sampleCategoryPages, sampleClusters, sampleKeywords, sampleOtherPageItems } from '../../testing/sampleData';
import { ClusterForm, type ClusterFormProps } from './ClusterForm';

const hairCare = sampleClusters[1]!;
const withPages = { categoryPages: sampleCategoryPages, otherPages: sampleOtherPageItems };

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
    expect(await screen.findByText('Enter the text a name must contain.')).toBeInTheDocument();
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

  it('offers other pages in their own picker and saves them as OTHER_PAGE, apart from category pages', async () => {
    const { user, onSave } = renderForm(withPages);
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Deals and shampoo');
    await user.click(screen.getByRole('combobox', { name: 'Category pages' }));
    await user.click(await screen.findByTitle('Shampoo (https://www.dm.de/haare/shampoo)'));
    // The category picker leaves the other pages out: they have their own.
    expect(screen.queryByTitle('Deals (https://www.dm.de/angebote)')).toBeNull();
    await user.click(screen.getByRole('combobox', { name: 'Other pages' }));
    await user.click(await screen.findByTitle('Deals (https://www.dm.de/angebote)'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith({
      name: 'Deals and shampoo',
      active: true,
      isDraft: false,
      entities: [
        { entityType: 'CATEGORY_PAGE', entityId: 22, label: 'Shampoo' },
        { entityType: 'OTHER_PAGE', entityId: 24, label: 'Deals' },
      ],
      conditions: [],
    });
  });

  it('opens a cluster’s other pages in their picker, and keeps one picked earlier as a category page there', async () => {
    const cluster = {
      ...sampleClusters[0]!,
      entities: [
        { id: 105, visibilityClusterId: 1, entityType: 'OTHER_PAGE' as const, entityId: 25, label: 'Home page' },
        { id: 106, visibilityClusterId: 1, entityType: 'CATEGORY_PAGE' as const, entityId: 24, label: 'Deals' },
      ],
    };
    const { user, onSave } = renderForm({ ...withPages, cluster });
    const drawer = await screen.findByRole('dialog', { name: 'Edit Shampoo core' });
    const field = (label: string) => within(drawer).getByRole('combobox', { name: label }).closest('.ant-form-item')!;
    expect(field('Other pages')).toHaveTextContent('Home page (https://www.rossmann.de/)');
    expect(field('Category pages')).toHaveTextContent('Deals (https://www.dm.de/angebote)');
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(onSave.mock.calls[0]?.[0].entities).toEqual([
      { entityType: 'CATEGORY_PAGE', entityId: 24, label: 'Deals' },
      { entityType: 'OTHER_PAGE', entityId: 25, label: 'Home page' },
    ]);
  });

  it('shows the server’s refusal of an other page beside the other pages picker', async () => {
    renderForm({
      ...withPages,
      serverErrors: { fields: { entities: 'Unknown other page for this customer.' }, general: null },
    });
    const drawer = await screen.findByRole('dialog', { name: 'Create visibility cluster' });
    const refused = within(drawer).getByText('Unknown other page for this customer.');
    expect(refused.closest('.ant-form-item')).toHaveTextContent('Other pages');
    expect(refused.closest('.ant-form-item')).not.toHaveTextContent('Category pages');
  });
});
