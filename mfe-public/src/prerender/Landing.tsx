import { renderPageAt } from '@portal/shared/prerender';
import Landing from '../pages/Landing';

export default () => renderPageAt('/', <Landing />, 'landing-');
