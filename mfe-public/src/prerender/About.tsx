import { renderPageAt } from '@portal/shared/prerender';
import About from '../pages/About';

export default () => renderPageAt('/about', <About />, 'about-');
