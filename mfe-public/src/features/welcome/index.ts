// /welcome: sign up or sign in.
export { WelcomeChoice } from './components/WelcomeChoice';
