import { CreateAdminForm } from '../features/admins';

/** /adminform (super admin): Create Admin, exposed as ./AdminForm. */
export default function AdminForm() {
  return <CreateAdminForm />;
}
