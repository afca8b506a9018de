import { renderAt } from '@portal/shared/prerender';
import Faq from '../pages/Faq';

export default () => renderAt('/faq', <Faq />, 'faq-');
