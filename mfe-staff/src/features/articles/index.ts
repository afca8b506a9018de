// The articles feature's public entry: the /articles page's screen.
export { HelpArticles } from './components/HelpArticles';
