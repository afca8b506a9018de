import { renderAt } from '@portal/shared/prerender';
import Welcome from '../pages/Welcome';

export default () => renderAt('/welcome', <Welcome />, 'welcome-');
