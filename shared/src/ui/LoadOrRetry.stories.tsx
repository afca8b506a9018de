import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { sharedMessages } from '../texts';
import { LoadOrRetry } from './LoadOrRetry';

const meta: Meta = { title: 'Shared/LoadOrRetry' };
export default meta;

type Story = StoryObj;

const loaded = (data: string | undefined, error: unknown = undefined) => ({ data, error, mutate: () => undefined });

/** Only a spinner is drawn while waiting; the caption is the story's, not the component's. */
export const Loading: Story = {
  render: () => (
    <>
      <p>Waiting for the plans:</p>
      <LoadOrRetry state={loaded(undefined)} failed={sharedMessages.plansFetchFailed}>
        {(text) => <p>{text}</p>}
      </LoadOrRetry>
    </>
  ),
};
export const Failed: Story = {
  render: () => (
    <LoadOrRetry state={loaded(undefined, new Error('offline'))} failed={sharedMessages.plansFetchFailed}>
      {(text) => <p>{text}</p>}
    </LoadOrRetry>
  ),
};
export const Loaded: Story = {
  render: () => (
    <LoadOrRetry state={loaded('Silver: $120 a month')} failed={sharedMessages.plansFetchFailed}>
      {(text) => <p>{text}</p>}
    </LoadOrRetry>
  ),
};
