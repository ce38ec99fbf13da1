import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { theme as antdTheme } from 'antd';
import { brandColors } from '../../theme/theme';
import { useConfirm } from '../ConfirmDialog';
import { useFlash } from '../FlashProvider';
import { AppThemeProvider } from './AppThemeProvider';

function TokenProbe() {
  const { token } = antdTheme.useToken();
  return (
    <dl>
      <dt>primary</dt>
      <dd data-testid="primary">{token.colorPrimary}</dd>
      <dt>error</dt>
      <dd data-testid="error">{token.colorError}</dd>
      <dt>success</dt>
      <dd data-testid="success">{token.colorSuccess}</dd>
    </dl>
  );
}

function Both() {
  const flash = useFlash();
  const confirm = useConfirm();
  return (
    <button
      onClick={async () => {
        if (await confirm({ content: 'Archive dashboard?' })) flash.success('Dashboard archived');
      }}
    >
      Archive
    </button>
  );
}

describe('AppThemeProvider', () => {
  it('applies the brand colours to antd tokens', () => {
    render(
      <AppThemeProvider>
        <TokenProbe />
      </AppThemeProvider>,
    );
    expect(screen.getByTestId('primary')).toHaveTextContent(brandColors.primary);
    expect(screen.getByTestId('error')).toHaveTextContent(brandColors.error);
    expect(screen.getByTestId('success')).toHaveTextContent(brandColors.success);
  });

  it('provides the confirm dialog and the flash snackbar', async () => {
    const user = userEvent.setup();
    render(
      <AppThemeProvider>
        <Both />
      </AppThemeProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Archive' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Dashboard archived')).toBeInTheDocument();
  });
});
