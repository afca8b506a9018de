// The help feature's public entry: the Help Center at /help.
export { HelpCenter } from './components/HelpCenter';
