import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { sessionStore } from '@portal/shared';
import { tokenExpiringIn, userWithRole } from '@portal/shared/testing';
import type { PlatformSetup } from '@portal/shared/contracts';
import { platformSetupKey } from '../api/platform-setup';
import { UpdatePlatformWizard } from './UpdatePlatformWizard';

const setup: PlatformSetup = {
  candidate: { _id: 'c-1', firstName: 'Casey', lastName: 'Candidate' },
  limit: { planName: 'Silver', platformLimit: 2 },
  currentPlatforms: ['Seek'],
};

function Wizard() {
  sessionStore.getState().signIn(tokenExpiringIn(3600), userWithRole('superAdmin', { firstName: 'Sam' }));
  return (
    <SWRConfig value={{ fallback: { [platformSetupKey('c-1')]: setup }, revalidateOnMount: false }}>
      <MemoryRouter initialEntries={['/updateplatform/c-1']}>
        <div style={{ maxWidth: 720, padding: 24 }}>
          <UpdatePlatformWizard candidateId="c-1" />
        </div>
      </MemoryRouter>
    </SWRConfig>
  );
}

const meta: Meta<typeof Wizard> = { title: 'Staff/Super admin/Update platform wizard', component: Wizard };
export default meta;
type Story = StoryObj<typeof Wizard>;

/**
 * For Casey (Silver, two platforms, Seek already set up): choose one more (the first chosen is the working one), give
 * the login, confirm, submit.
 */
export const Steps: Story = {};
