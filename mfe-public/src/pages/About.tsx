import { AboutUs } from '../features/about';

/** /about, exposed as ./About. */
export default function About() {
  return <AboutUs />;
}
