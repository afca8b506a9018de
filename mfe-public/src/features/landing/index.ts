// /: the landing page.
export { Home } from './components/Home';
