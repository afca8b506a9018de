import { Home } from '../features/landing';

/** /, exposed as ./Landing. */
export default function Landing() {
  return <Home />;
}
