import type { Preview } from '@storybook/react-webpack5';
import { PortalTheme } from '@portal/shared/ui/theme';
// Every page renders inside the shell, whose base styles (box sizing, the portal's font and colours) apply to the
// remotes' pages too; and each remote's pages are wrapped in the portal's antd theme by its build. Stories get both,
// so what a designer sees here is what a user sees.
import '../../shell/src/styles/base.css';

const preview: Preview = {
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <PortalTheme>
        <Story />
      </PortalTheme>
    ),
  ],
};

export default preview;
