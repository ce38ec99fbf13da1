import { makeStore } from '@shelfsight/api-client';
import { sampleAuthUser, signedInSession } from '@shelfsight/api-client/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Typography } from 'antd';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { AdminOnly } from './AdminOnly';

const meta: Meta<typeof AdminOnly> = {
  title: 'products/AdminOnly',
  component: AdminOnly,
  args: {
    who: 'admin',
    children: <Typography.Paragraph>Partner integration: 3 tokens, 1 revoked.</Typography.Paragraph>,
  },
  decorators: [
    (Story) => (
      <Provider store={makeStore({ session: signedInSession({ user: sampleAuthUser }) })}>
        <MemoryRouter>
          <Story />
        </MemoryRouter>
      </Provider>
    ),
  ],
};
export default meta;

type Story = StoryObj<typeof AdminOnly>;

/** Signed in as an administrator of the customer, so the screen shows. */
export const ForAnAdministrator: Story = {};
