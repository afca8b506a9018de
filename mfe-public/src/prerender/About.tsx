import { renderAt } from '@portal/shared/prerender';
import About from '../pages/About';

export default () => renderAt('/about', <About />, 'about-');
