import { signedInSession } from '@shelfsight/api-client/fixtures';
import { renderWithProviders } from '@shelfsight/api-client/test-utils';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { sampleGrid } from '../testing/sampleData';
import { CellDrawer, type CellEdit } from './CellDrawer';

const grocers = sampleGrid[1]!;

describe('CellDrawer', () => {
  it("reaches the upload of an empty cell from the keyboard: Tab to 'Choose an image', Enter opens the picker", async () => {
    const onConfirm = vi.fn<(edit: CellEdit) => void>();
    const { user } = renderWithProviders(
      <CellDrawer
        cell={{ set: grocers, position: 3, images: [], inherited: null }}
        saving={false}
        error={null}
        onCancel={() => {}}
        onConfirm={onConfirm}
      />,
      { preloadedState: { session: signedInSession() } },
    );
    const choose = await screen.findByRole('button', { name: /Choose an image/ });
    const input = screen.getByTestId('cell-file') as HTMLInputElement;
    const opened = vi.spyOn(input, 'click');
    for (let tabs = 0; tabs < 10 && document.activeElement !== choose; tabs++) await user.tab();
    expect(choose).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(opened).toHaveBeenCalledTimes(1);

    // The file chosen there is what Confirm, reached on from the keyboard too, uploads.
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'side.png', { type: 'image/png' });
    await user.upload(input, file);
    expect(await screen.findByText('side.png')).toBeInTheDocument();
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    for (let tabs = 0; tabs < 10 && document.activeElement !== confirm; tabs++) await user.tab();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(onConfirm).toHaveBeenCalledWith({ removeImageIds: [], file }));
  });
});
