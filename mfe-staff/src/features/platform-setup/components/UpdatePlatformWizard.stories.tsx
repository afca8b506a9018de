import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { sessionStore } from '@portal/shared';
import { tokenExpiringIn, userWithRole } from '@portal/shared/testing';
import type { PlatformSetup } from '@portal/shared/contracts';
import { platformSetupKey } from '../api/platform-setup';
import { UpdatePlatformWizard } from './UpdatePlatformWizard';

/** A candidate id as the API gives them (the wizard says 'User not found.' for anything else). */
const caseyId = '7c9e6679-7425-40de-944b-e07fc1f90ae7';

const setup: PlatformSetup = {
  candidate: { _id: caseyId, firstName: 'Casey', lastName: 'Candidate' },
  limit: { planName: 'Silver', platformLimit: 2 },
  currentPlatforms: ['Seek'],
};

function Wizard() {
  sessionStore.getState().signIn(tokenExpiringIn(3600), userWithRole('superAdmin', { firstName: 'Sam' }));
  return (
    <SWRConfig value={{ fallback: { [platformSetupKey(caseyId)]: setup }, revalidateOnMount: false }}>
      <MemoryRouter initialEntries={[`/updateplatform/${caseyId}`]}>
        <div style={{ maxWidth: 720, padding: 24 }}>
          <UpdatePlatformWizard candidateId={caseyId} />
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
