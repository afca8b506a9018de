import type { Preview } from '@storybook/react-webpack5';

const preview: Preview = {
  parameters: { layout: 'fullscreen' },
};

export default preview;
