import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { MemoryRouter } from 'react-router-dom';
import { AdminCreated, CreateAdminForm } from './CreateAdminForm';

function Screen({ created }: { created: boolean }) {
  return (
    <MemoryRouter initialEntries={['/adminform']}>
      <div style={{ maxWidth: 720, padding: 24 }}>{created ? <AdminCreated /> : <CreateAdminForm />}</div>
    </MemoryRouter>
  );
}

const meta: Meta<typeof Screen> = { title: 'Staff/Super admin/Create admin', component: Screen };
export default meta;
type Story = StoryObj<typeof Screen>;

/** The form: press Create Admin empty to see '* Required field' under every field. */
export const Form: Story = { args: { created: false } };
/** The full-screen success, with Back to /admins. */
export const Success: Story = { args: { created: true } };
