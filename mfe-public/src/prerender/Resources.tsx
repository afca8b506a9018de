import { renderAt } from '@portal/shared/prerender';
import Resources from '../pages/Resources';

export default () => renderAt('/resources', <Resources />, 'resources-');
