import { App, ConfigProvider } from 'antd';
import { useMemo, type ReactNode } from 'react';
// antd's styles as one stylesheet instead of generated while rendering: on a dashboard of many cards the runtime
// styling took a large share of the render (see the theme's zeroRuntime).
import 'antd/dist/antd.css';
import './antdLinks.css';
import './headings.css';
import './requiredMark.css';
import { theme } from '../../theme/theme';
import { ConfirmProvider } from '../ConfirmDialog';
import { FlashProvider } from '../FlashProvider';
import { usePrefersReducedMotion } from '../SuccessAnimation';

/**
 * The root of every screen, story and component test: the house theme, antd's App context
 * (so antd's own hooks pick up the theme), the flash snackbar and the confirm dialog.
 * With the system's "reduce motion" setting on, antd's dialogs, drawers and menus open and close without
 * their zoom and slide animations.
 */
export function AppThemeProvider({ children }: { children: ReactNode }) {
  const reducedMotion = usePrefersReducedMotion();
  const shownTheme = useMemo(
    () => (reducedMotion ? { ...theme, token: { ...theme.token, motion: false } } : theme),
    [reducedMotion],
  );
  return (
    <ConfigProvider theme={shownTheme}>
      <App notification={{ placement: 'topRight' }}>
        <FlashProvider>
          <ConfirmProvider>{children}</ConfirmProvider>
        </FlashProvider>
      </App>
    </ConfigProvider>
  );
}
