import type { Preview } from '@storybook/react-vite';
import { AppThemeProvider } from '@shelfsight/ui-kit';

const preview: Preview = {
  decorators: [
    (Story) => (
      <AppThemeProvider>
        <Story />
      </AppThemeProvider>
    ),
  ],
  parameters: { layout: 'padded' },
};

export default preview;
