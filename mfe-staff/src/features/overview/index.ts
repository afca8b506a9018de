// The super admin's dashboard figures (issue 16).
export { SuperAdminFigures } from './components/SuperAdminFigures';
