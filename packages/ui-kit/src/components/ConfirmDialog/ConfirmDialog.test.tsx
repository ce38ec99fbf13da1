import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ConfirmDialog } from './ConfirmDialog';
import { ConfirmProvider, useConfirm } from './ConfirmProvider';

function DeleteAlert({ onAnswer }: { onAnswer: (answer: boolean) => void }) {
  const confirm = useConfirm();
  return <button onClick={async () => onAnswer(await confirm())}>Delete alert</button>;
}

function RenameList({ onAnswer }: { onAnswer: (answer: boolean) => void }) {
  const confirm = useConfirm();
  const [asked, setAsked] = useState(false);
  return (
    <button
      onClick={async () => {
        setAsked(true);
        onAnswer(await confirm({ title: 'Remove product list?', confirmText: 'Remove', danger: true }));
      }}
    >
      {asked ? 'asked' : 'Remove list'}
    </button>
  );
}

describe('ConfirmDialog', () => {
  it('renders the default title and buttons and reports the choice', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(<ConfirmDialog open content="Remove 12 EANs from the list?" onConfirm={onConfirm} onCancel={onCancel} />);

    expect(screen.getByText('Are you sure?')).toBeInTheDocument();
    expect(screen.getByText('Remove 12 EANs from the list?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});

describe('useConfirm', () => {
  it('resolves true on Confirm', async () => {
    const user = userEvent.setup();
    const onAnswer = vi.fn();
    render(
      <ConfirmProvider>
        <DeleteAlert onAnswer={onAnswer} />
      </ConfirmProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Delete alert' }));
    expect(await screen.findByText('Are you sure?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(onAnswer).toHaveBeenCalledWith(true));
  });

  it('resolves false on Cancel and uses the given texts', async () => {
    const user = userEvent.setup();
    const onAnswer = vi.fn();
    render(
      <ConfirmProvider>
        <RenameList onAnswer={onAnswer} />
      </ConfirmProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Remove list' }));
    expect(await screen.findByText('Remove product list?')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(onAnswer).toHaveBeenCalledWith(false));
    expect(onAnswer).toHaveBeenCalledTimes(1);
  });
});
