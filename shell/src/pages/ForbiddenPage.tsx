import { Link } from 'react-router-dom';
import { messages } from '../texts';

export function ForbiddenPage() {
  return (
    <section className="status-page">
      <p className="status-page__code">403</p>
      <h1>{messages.accessDenied}</h1>
      <p>{messages.accessDeniedBody}</p>
      <p className="status-page__links">
        <Link to="/dashboard">{messages.goToDashboard}</Link>
      </p>
    </section>
  );
}
