import { AppThemeProvider } from '@shelfsight/ui-kit';
import { Flex } from 'antd';
import { Outlet } from 'react-router-dom';

/** Nothing but the page: used by the error, rate-limit and not-found pages, which must render alone. */
export function EmptyLayout() {
  return (
    <AppThemeProvider>
      <Flex align="center" justify="center" style={{ minHeight: '100vh', padding: 24 }}>
        <Outlet />
      </Flex>
    </AppThemeProvider>
  );
}

export { EmptyLayout as Component };
