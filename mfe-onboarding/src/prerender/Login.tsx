import { renderPageAt } from '@portal/shared/prerender';
import Login from '../pages/Login';

export default () => renderPageAt('/login', <Login />, 'login-');
