import { renderPageAt } from '@portal/shared/prerender';
import Resources from '../pages/Resources';

export default () => renderPageAt('/resources', <Resources />, 'resources-');
