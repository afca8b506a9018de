import type { Role } from '@portal/shared/roles';
import type { RemotePageRef } from '../federation/remote-pages';

export type LayoutName = 'public' | 'onboarding' | 'authenticated';
/** 'none': open; 'token': any signed-in session; a role list: a signed-in session with one of those roles. */
export type RouteGuard = 'none' | 'token' | readonly Role[];
/** One page for everyone, or one per role (the dashboard). */
export type RoutePage = RemotePageRef | { byRole: Record<Role, RemotePageRef> };

export type PortalRoute = {
  path: string;
  layout: LayoutName;
  guard: RouteGuard;
  page: RoutePage;
};

const publicPage = (path: string, module: string): PortalRoute => ({
  path,
  layout: 'public',
  guard: 'none',
  page: { remote: 'mfe_public', module },
});

const onboarding = (path: string, module: string): PortalRoute => ({
  path,
  layout: 'onboarding',
  guard: 'none',
  page: { remote: 'mfe_onboarding', module },
});

/** An onboarding step after sign-up (spec section 2): a signed-in candidate's page in the onboarding frame. */
const onboardingStep = (path: string, module: string): PortalRoute => ({
  ...onboarding(path, module),
  guard: ['user'],
});

/**
 * The one route table (spec section 2), holding only routes whose page exists. Every other path is
 * the shell's 404.
 */
export const portalRoutes: readonly PortalRoute[] = [
  publicPage('/', 'Landing'),
  publicPage('/about', 'About'),
  publicPage('/services', 'Services'),
  publicPage('/contact', 'Contact'),
  publicPage('/contactus', 'Contact'),
  publicPage('/faq', 'Faq'),
  publicPage('/job-alerts', 'JobAlerts'),
  publicPage('/job-alerts/confirm', 'JobAlertConfirm'),
  publicPage('/job-alerts/unsubscribe', 'JobAlertUnsubscribe'),
  publicPage('/resources', 'Resources'),
  publicPage('/welcome', 'Welcome'),
  onboarding('/register', 'Register'),
  onboarding('/verify-email', 'VerifyEmail'),
  onboarding('/verified', 'Verified'),
  onboarding('/login', 'Login'),
  onboarding('/resend-verification', 'ResendVerification'),
  onboarding('/forgetpassword', 'ForgetPassword'),
  onboarding('/reset-password', 'ResetPassword'),
  onboardingStep('/complete', 'CompleteProfile'),
  onboardingStep('/upload', 'UploadDocuments'),
  onboardingStep('/profile-success', 'ProfileSuccess'),
  onboardingStep('/subscription', 'Subscription'),
  onboardingStep('/selectplatform', 'SelectPlatform'),
  {
    path: '/dashboard',
    layout: 'authenticated',
    guard: ['user', 'admin', 'superAdmin'],
    page: {
      byRole: {
        user: { remote: 'mfe_candidate', module: 'UserDashboard' },
        admin: { remote: 'mfe_staff', module: 'AdminDashboard' },
        superAdmin: { remote: 'mfe_staff', module: 'SuperAdminDashboard' },
      },
    },
  },
];

export const routesForLayout = (layout: LayoutName): PortalRoute[] =>
  portalRoutes.filter((route) => route.layout === layout);

/** Which remote page a role sees on a route; null when the route has none for it. */
export function pageFor(page: RoutePage, role: Role | null | undefined): RemotePageRef | null {
  if (!('byRole' in page)) return page;
  return role ? page.byRole[role] : null;
}
