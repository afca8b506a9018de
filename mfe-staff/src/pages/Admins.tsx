import { AdminsList } from '../features/admins';

/** /admins (super admin), exposed as ./Admins. */
export default function Admins() {
  return <AdminsList />;
}
