import { renderAt } from '@portal/shared/prerender';
import Landing from '../pages/Landing';

export default () => renderAt('/', <Landing />, 'landing-');
