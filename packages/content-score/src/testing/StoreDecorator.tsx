import { makeStore } from '@shelfsight/api-client';
import { App } from 'antd';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';

/** Stories of components that save through the api need a store; a save there ends in the screen's error. */
export function WithStore({ children }: { children: ReactNode }) {
  return (
    <Provider store={makeStore({ session: undefined })}>
      <App>{children}</App>
    </Provider>
  );
}
