import { renderWithProviders } from '@shelfsight/api-client/test-utils';
import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { orderBySearch, RetailerSelectDialog, type RetailerSelection } from './RetailerSelectDialog';

const retailers = [
  { id: 1, name: 'Amazon UK' },
  { id: 2, name: 'Boots' },
  { id: 3, name: 'Superdrug', disabledReason: 'ISM module has not been enabled for this retailer' },
  { id: 4, name: 'BOOTS Ireland' },
];

/** Holds the selection the way the editor does, with a button to open the dialog again. */
function Harness({
  initial,
  selectAllDisabledReason,
}: {
  initial: RetailerSelection;
  selectAllDisabledReason?: string;
}) {
  const [selection, setSelection] = useState(initial);
  const [open, setOpen] = useState(true);
  return (
    <>
      <button onClick={() => setOpen(true)}>Open</button>
      <output aria-label="Selection">{selection.all ? 'all' : selection.retailerIds.join(',')}</output>
      <RetailerSelectDialog
        open={open}
        allowSelectAll
        selectAllDisabledReason={selectAllDisabledReason}
        retailers={retailers}
        initial={selection}
        onDone={(next) => {
          setSelection(next);
          setOpen(false);
        }}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}

const names = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('listitem')
    .map((item) => item.textContent);

// antd dialogs are slow to render on a busy machine.
describe('RetailerSelectDialog', { timeout: 60_000 }, () => {
  it('orders matches first (any case), the rest after them dimmed', () => {
    expect(orderBySearch(retailers, 'boots').map(({ retailer, dimmed }) => [retailer.id, dimmed])).toEqual([
      [2, false],
      [4, false],
      [1, true],
      [3, true],
    ]);
  });

  it('dims the non-matches after the matches while searching, in 3 columns at most 900 wide', async () => {
    const { user } = renderWithProviders(<Harness initial={{ all: false, retailerIds: [] }} />);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Select retailers')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('searchbox', { name: 'Search retailers' }), 'bOOts');
    expect(names(dialog)).toEqual(['Boots', 'BOOTS Ireland', 'Amazon UK', expect.stringMatching(/^Superdrug/)]);
    const dimmed = within(dialog)
      .getAllByRole('listitem')
      .map((item) => item.getAttribute('data-dimmed'));
    expect(dimmed).toEqual(['false', 'false', 'true', 'true']);
    expect(within(dialog).getByRole('list').style.gridTemplateColumns).toBe('repeat(3, 1fr)');
    expect((dialog.closest('.ant-modal') as HTMLElement).style.maxWidth).toBe('900px');
    expect(within(dialog).getByRole('checkbox', { name: /Superdrug/ })).toBeDisabled();
  });

  it('clears the individual selection when Select all is ticked, and Done keeps it', async () => {
    const { user } = renderWithProviders(<Harness initial={{ all: false, retailerIds: [1, 2] }} />);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('checkbox', { name: 'Boots' })).toBeChecked();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Select all' }));
    expect(within(dialog).getByRole('checkbox', { name: 'Boots' })).not.toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Amazon UK' })).not.toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.getByRole('status', { name: 'Selection', hidden: true })).toHaveTextContent('all');
  });

  it('restores the selection it opened with on Cancel', async () => {
    const { user } = renderWithProviders(<Harness initial={{ all: false, retailerIds: [2] }} />);
    let dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Amazon UK' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Boots' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('status', { name: 'Selection', hidden: true })).toHaveTextContent('2');
    await user.click(screen.getByRole('button', { name: 'Open', hidden: true }));
    dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('checkbox', { name: 'Boots' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Amazon UK' })).not.toBeChecked();
  });

  it('says why Select all is out of reach and lets Done finish only with a retailer chosen', async () => {
    const reason = 'Another reference image already applies to all retailers';
    const { user } = renderWithProviders(
      <Harness initial={{ all: true, retailerIds: [] }} selectAllDisabledReason={reason} />,
    );
    const dialog = await screen.findByRole('dialog');
    const selectAll = within(dialog).getByRole('checkbox', { name: /Select all/ });
    expect(selectAll).toBeDisabled();
    expect(selectAll).not.toBeChecked();
    expect(within(dialog).getByText(reason)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Done' })).toBeDisabled();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Boots' }));
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.getByRole('status', { name: 'Selection', hidden: true })).toHaveTextContent('2');
  });
});
