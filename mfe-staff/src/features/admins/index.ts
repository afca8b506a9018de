// The super admin's admins (issue 16): the list with its status menu and audit log, and Create Admin.
export { AdminsList } from './components/AdminsList';
export { CreateAdminForm } from './components/CreateAdminForm';
