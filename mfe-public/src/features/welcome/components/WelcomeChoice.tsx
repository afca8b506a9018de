import { useId } from 'react';
import { Link } from 'react-router-dom';
import { usePageMeta } from '@portal/shared/ui';
import { messages } from '../../../texts';
import '../welcome.css';

const welcomeMeta = {
  title: messages.welcomeTitle,
  description: 'Sign up to have Career Portal apply for jobs on your behalf, or sign in to follow your applications.',
};

/** /welcome: the choice between signing up and signing in (spec section 2). Plain markup: public pages carry no antd. */
export function WelcomeChoice() {
  usePageMeta(welcomeMeta);
  const headingId = useId();
  return (
    <section className="welcome" aria-labelledby={headingId}>
      <div className="welcome__panel">
        <h1 id={headingId} className="welcome__title">
          {messages.welcomeTitle}
        </h1>
        <p className="welcome__intro">{messages.welcomeIntro}</p>
        <div className="welcome__choices">
          <Link className="welcome__choice welcome__choice--primary" to="/register">
            {messages.signUpLink}
          </Link>
          <Link className="welcome__choice" to="/login">
            {messages.signIn}
          </Link>
        </div>
      </div>
    </section>
  );
}
