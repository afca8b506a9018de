import { HelpArticles as HelpArticlesScreen } from '../features/articles';

/** /articles (admin, super admin): write and edit help articles. */
export default function HelpArticles() {
  return <HelpArticlesScreen />;
}
