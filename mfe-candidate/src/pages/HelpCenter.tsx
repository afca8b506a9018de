import { HelpCenter as HelpCenterScreen } from '../features/help';

/** /help (role user): the Help Center. */
export default function HelpCenter() {
  return <HelpCenterScreen />;
}
