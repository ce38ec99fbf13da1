import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { theme as antdTheme } from 'antd';
import { brandColors } from '@shelfsight/house-style';
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
      <dt>motion</dt>
      <dd data-testid="motion">{String(token.motion)}</dd>
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

  it('publishes the muted secondary text colour to the stylesheet variables antd styles read', () => {
    render(
      <AppThemeProvider>
        <TokenProbe />
      </AppThemeProvider>,
    );
    const published = Array.from(document.querySelectorAll('style'))
      .map((style) => style.textContent ?? '')
      .join('\n');
    expect(published).toContain(`--ant-color-text-description:${brandColors.textMuted}`);
    expect(published).toContain(`--ant-color-text-tertiary:${brandColors.textMuted}`);
  });

  it("turns antd's animations off while the system asks for reduced motion", () => {
    const matchMedia = window.matchMedia;
    const prefersReduced = (query: string) =>
      ({
        matches: query === '(prefers-reduced-motion: reduce)',
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList;
    try {
      const { unmount } = render(
        <AppThemeProvider>
          <TokenProbe />
        </AppThemeProvider>,
      );
      expect(screen.getByTestId('motion')).toHaveTextContent('true');
      unmount();
      window.matchMedia = prefersReduced;
      render(
        <AppThemeProvider>
          <TokenProbe />
        </AppThemeProvider>,
      );
      expect(screen.getByTestId('motion')).toHaveTextContent('false');
      expect(screen.getByTestId('primary')).toHaveTextContent(brandColors.primary);
    } finally {
      window.matchMedia = matchMedia;
    }
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
