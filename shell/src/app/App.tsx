import { lazy, Suspense, useLayoutEffect } from 'react';
import { Route, Routes } from 'react-router-dom';
import { useSession } from '@portal/shared';
import { PageLoading, RemotePage } from '../federation/RemotePage';
import { PublicLayout } from '../layouts/public/PublicLayout';
import OnboardingLayout from '../layouts/onboarding/OnboardingLayout';
import { NotFoundPage } from '../pages/NotFoundPage';
import { ExpiryWatcher } from '../session/ExpiryWatcher';
import { RequireSession } from '../session/RequireSession';
import { OnboardingStepGate } from '../session/OnboardingStepGate';
import { RoleGate } from '../session/RoleGate';
import { ToastHost } from '../toasts/ToastHost';
import { resetPageMeta } from '../lib/page-meta';
import { documentTitle } from '@portal/shared/site';
import { PageHeading } from './PageHeading';
import { pageFor, routesForLayout, type AppRoute } from './route-table';

// The signed-in frame is loaded when first needed, so '/' and the public pages never fetch it. The sign-in loop's
// frame is a few lines of markup: in the main bundle, a pre-rendered /login is taken over without a loading step.
const AuthenticatedLayout = lazy(() => import('../layouts/authenticated/AuthenticatedLayout'));

/**
 * The remote page of a route for the signed-in role (the dashboard differs by role), under its title: the document's
 * ('Settings | Career Portal'; a public page writes its own) and, in the signed-in frame, the page's h1.
 */
function RoutePage({ route }: { route: AppRoute }) {
  const role = useSession((state) => state.user?.role);
  const page = pageFor(route.page, role);
  useLayoutEffect(() => resetPageMeta(route.title ? documentTitle(route.title) : undefined), [route.path, route.title]);
  if (!page) return <NotFoundPage />;
  return (
    <>
      {route.layout === 'authenticated' && route.title ? <PageHeading title={route.title} /> : null}
      <RemotePage page={page} />
    </>
  );
}

// A route whose page is not built yet has no element: its address is the 404 page, as any unknown one.
const routeElements = (layout: AppRoute['layout']) =>
  routesForLayout(layout)
    .filter((route) => route.page !== null)
    .map((route) => (
      <Route
        key={route.path}
        path={route.path}
        element={
          <RoleGate guard={route.guard}>
            <OnboardingStepGate path={route.path}>
              <RoutePage route={route} />
            </OnboardingStepGate>
          </RoleGate>
        }
      />
    ));

export function AppRoutes() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Routes>
        <Route element={<PublicLayout />}>
          {routeElements('public')}
          <Route path="*" element={<NotFoundPage />} />
        </Route>
        <Route element={<OnboardingLayout />}>{routeElements('onboarding')}</Route>
        <Route element={<RequireSession />}>
          <Route element={<AuthenticatedLayout />}>{routeElements('authenticated')}</Route>
        </Route>
      </Routes>
    </Suspense>
  );
}

export function App() {
  return (
    <>
      <ExpiryWatcher />
      <ToastHost />
      <AppRoutes />
    </>
  );
}
