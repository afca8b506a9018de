import { useLayoutEffect } from 'react';
import { Link } from 'react-router-dom';
import { useSession } from '@portal/shared';
import { documentTitle } from '@portal/shared/site';
import { resetPageMeta } from '../lib/page-meta';
import { messages } from '../texts';

/** Every path without a built page. Plain markup: it sits in the light public bundle. */
export function NotFoundPage() {
  const signedIn = useSession((state) => Boolean(state.token));
  // After RoutePage's reset (a route whose page is not built yet shows this page too).
  useLayoutEffect(() => resetPageMeta(documentTitle(messages.pageNotFound)), []);
  return (
    <section className="status-page">
      <p className="status-page__code">404</p>
      <h1>{messages.pageNotFound}</h1>
      <p>{messages.pageNotFoundBody}</p>
      <p className="status-page__links">
        {signedIn ? (
          <Link to="/dashboard">{messages.goToDashboard}</Link>
        ) : (
          <>
            <Link to="/">{messages.navHome}</Link>
            <Link to="/login">{messages.signIn}</Link>
            <Link to="/welcome">{messages.register}</Link>
          </>
        )}
      </p>
    </section>
  );
}
