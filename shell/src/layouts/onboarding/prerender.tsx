import { Route, Routes } from 'react-router-dom';
import { PrerenderOutlet, renderAt } from '@portal/shared/prerender';
import { routesForLayout } from '../../app/route-table';
import OnboardingLayout from './OnboardingLayout';
import '../../styles/base.css';

/** The frame of every sign-in loop route, with the outlet where the server puts a pre-rendered page (/login). */
export default function renderOnboardingFrames(): Record<string, string> {
  return Object.fromEntries(
    routesForLayout('onboarding').map((route) => [
      route.path,
      renderAt(
        route.path,
        <Routes>
          <Route element={<OnboardingLayout />}>
            <Route path="*" element={<PrerenderOutlet />} />
          </Route>
        </Routes>,
        'frame-',
      ),
    ]),
  );
}
