import { renderPageAt } from '@portal/shared/prerender';
import Welcome from '../pages/Welcome';

export default () => renderPageAt('/welcome', <Welcome />, 'welcome-');
