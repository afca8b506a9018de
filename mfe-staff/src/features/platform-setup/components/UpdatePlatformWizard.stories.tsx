import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { MemoryRouter } from 'react-router-dom';
import { sessionStore } from '@portal/shared';
import { tokenExpiringIn, userWithRole } from '@portal/shared/testing';
import { UpdatePlatformWizard } from './UpdatePlatformWizard';

function Wizard() {
  sessionStore.getState().signIn(tokenExpiringIn(3600), userWithRole('superAdmin', { firstName: 'Sam' }));
  return (
    <MemoryRouter initialEntries={['/updateplatform/c-1']}>
      <div style={{ maxWidth: 720, padding: 24 }}>
        <UpdatePlatformWizard candidateId="c-1" />
      </div>
    </MemoryRouter>
  );
}

const meta: Meta<typeof Wizard> = { title: 'Staff/Super admin/Update platform wizard', component: Wizard };
export default meta;
type Story = StoryObj<typeof Wizard>;

/** Choose platforms (the first is the working one), give the login, confirm (Edit goes back), submit. */
export const Steps: Story = {};
