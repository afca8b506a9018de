import { renderPageAt } from '@portal/shared/prerender';
import Faq from '../pages/Faq';

export default () => renderPageAt('/faq', <Faq />, 'faq-');
