import { WelcomeChoice } from '../features/welcome';

/** /welcome, exposed as ./Welcome. */
export default function Welcome() {
  return <WelcomeChoice />;
}
