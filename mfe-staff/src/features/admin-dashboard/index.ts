// The admin's dashboard figures (GET /admin/dashboard), each linking to the list behind it.
export { AdminFigures } from './components/AdminFigures';
