import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { HTTPError } from 'ky';
import { ApplicationExport } from './ApplicationExport';

// The Export panel of /application. A story calls no server: the download waits a moment, or is refused.
const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const meta: Meta<typeof ApplicationExport> = { title: 'Candidate/ApplicationExport', component: ApplicationExport };
export default meta;

type Story = StoryObj<typeof ApplicationExport>;

export const Default: Story = { args: { today: new Date(2026, 2, 18), download: () => wait(800) } };
export const Refused: Story = {
  args: {
    today: new Date(2026, 2, 18),
    download: async () => {
      await wait(500);
      // As the API refuses it (400 with its message), which the panel shows as it is.
      throw new HTTPError(
        Response.json(
          { success: false, message: 'This range holds more than 5000 applications. Choose a shorter range.' },
          { status: 400 },
        ),
        new Request('http://localhost/api/application/export'),
        {} as ConstructorParameters<typeof HTTPError>[2],
      );
    },
  },
};
