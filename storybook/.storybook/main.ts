import type { StorybookConfig } from '@storybook/react-webpack5';

// One Storybook for every package: stories sit next to the components they show.
const config: StorybookConfig = {
  stories: [
    '../../shared/src/**/*.stories.@(ts|tsx)',
    '../../shell/src/**/*.stories.@(ts|tsx)',
    '../../mfe-*/src/**/*.stories.@(ts|tsx)',
  ],
  addons: ['@storybook/addon-webpack5-compiler-swc'],
  framework: { name: '@storybook/react-webpack5', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  swc: () => ({ jsc: { transform: { react: { runtime: 'automatic' } } } }),
  typescript: { reactDocgen: false },
};

export default config;
