// /about: values, mission and why choose us.
export { AboutUs } from './components/AboutUs';
