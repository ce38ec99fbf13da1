import type { Meta, StoryObj } from '@storybook/react-vite';
import { ErrorPage, NotFoundPage } from './ErrorPage';
import { ErrorPageBoundary } from './ErrorPageBoundary';

const meta: Meta<typeof ErrorPage> = { title: 'ui-kit/ErrorPage', component: ErrorPage };
export default meta;

type Story = StoryObj<typeof ErrorPage>;

export const PageNotFound: Story = { args: { status: 404 } };

export const ServerError: Story = {
  args: { status: 500, message: 'Could not load the widget "Price index vs. competitors — Hema, Action, Kruidvat".' },
};

export const UnknownRoute: StoryObj<typeof NotFoundPage> = { render: () => <NotFoundPage /> };

function BrokenErrorPage(): never {
  throw new Error('The error page could not render');
}

export const ErrorPageFails: Story = {
  render: () => (
    <ErrorPageBoundary>
      <BrokenErrorPage />
    </ErrorPageBoundary>
  ),
};
