import { Link, Outlet } from 'react-router-dom';
import { messages } from '../../texts';
import '../public/public-layout.css';

/**
 * Frame of the sign-up, sign-in and reset screens: plain markup, like the public frame. The pages inside bring
 * their own antd, already in the portal's theme (each remote's pages are wrapped at build time).
 */
export default function OnboardingLayout() {
  return (
    <div className="public-layout">
      <header className="public-header">
        <Link to="/welcome" className="public-header__brand">
          {messages.siteName}
        </Link>
      </header>
      <main className="public-main">
        <Outlet />
      </main>
    </div>
  );
}
