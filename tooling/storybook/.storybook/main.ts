import type { StorybookConfig } from '@storybook/react-vite';

// One Storybook for the whole repository: every package's stories sit beside their components.
const config: StorybookConfig = {
  stories: ['../../../packages/*/src/**/*.stories.@(ts|tsx)'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  async viteFinal(viteConfig) {
    // antd ships 'use client' directives that Rollup warns about on every file.
    viteConfig.build = viteConfig.build ?? {};
    const previous = viteConfig.build.rollupOptions?.onwarn;
    viteConfig.build.rollupOptions = {
      ...viteConfig.build.rollupOptions,
      onwarn(warning, warn) {
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        if (previous) previous(warning, warn);
        else warn(warning);
      },
    };
    viteConfig.build.chunkSizeWarningLimit = 4000;
    return viteConfig;
  },
};

export default config;
