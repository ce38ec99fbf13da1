import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FlashProvider, useFlash } from './FlashProvider';

function SaveButton() {
  const flash = useFlash();
  return (
    <>
      <button onClick={() => flash.success('Dashboard saved', { description: 'Price overview NL', key: 'save' })}>
        save
      </button>
      <button onClick={() => flash.error('Export failed')}>fail</button>
      <button onClick={() => flash.close()}>close all</button>
    </>
  );
}

describe('FlashProvider', () => {
  it('shows success and error messages at the top right', async () => {
    const user = userEvent.setup();
    render(
      <FlashProvider>
        <SaveButton />
      </FlashProvider>,
    );

    await user.click(screen.getByRole('button', { name: 'save' }));
    expect(await screen.findByText('Dashboard saved')).toBeInTheDocument();
    expect(screen.getByText('Price overview NL')).toBeInTheDocument();
    expect(document.querySelector('.ant-notification-topRight')).not.toBeNull();

    await user.click(screen.getByRole('button', { name: 'fail' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Export failed');
  });

  it('replaces a message shown again with the same key', async () => {
    const user = userEvent.setup();
    render(
      <FlashProvider>
        <SaveButton />
      </FlashProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'save' }));
    await user.click(screen.getByRole('button', { name: 'save' }));
    await waitFor(() => expect(screen.getAllByText('Dashboard saved')).toHaveLength(1));
  });

  it('refuses to work outside a provider', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<SaveButton />)).toThrow(/inside AppThemeProvider/);
    spy.mockRestore();
  });
});
