import { Route, Routes } from 'react-router-dom';
import { PrerenderOutlet, renderAt } from '@portal/shared/prerender';
import { routesForLayout } from '../../app/route-table';
import { PublicLayout } from './PublicLayout';
import '../../styles/base.css';

/** The public frame of every public route, signed out, with the outlet where the server puts the page. */
export default function renderPublicFrames(): Record<string, string> {
  return Object.fromEntries(
    routesForLayout('public').map((route) => [
      route.path,
      renderAt(
        route.path,
        <Routes>
          <Route element={<PublicLayout />}>
            <Route path="*" element={<PrerenderOutlet />} />
          </Route>
        </Routes>,
        'frame-',
      ),
    ]),
  );
}
