import path from 'node:path';
import { portalRoutes } from '../app/routes';

// The build factory is CommonJS (webpack configs load it).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { routePages, routePaths } = require('@portal/shared/federation') as {
  routePages: (
    appDir: string,
    appRequire: (id: string) => unknown,
  ) => Record<string, { remote: string; module: string; layout: string }>;
  routePaths: (appDir: string, appRequire: (id: string) => unknown) => string[];
};

describe('route-pages.json (the route table as data, for the server to preload a route’s page)', () => {
  const pages = routePages(path.resolve(__dirname, '..', '..'), require);

  it('holds every route with one page, read from routes.ts itself', () => {
    const single = portalRoutes.filter((route) => !('byRole' in route.page));
    expect(Object.keys(pages).sort()).toEqual(single.map((route) => route.path).sort());
    for (const route of single) expect(pages[route.path]).toEqual({ ...route.page, layout: route.layout });
    expect(pages['/welcome']).toEqual({ remote: 'mfe_public', module: 'Welcome', layout: 'public' });
    expect(pages['/login']).toEqual({ remote: 'mfe_onboarding', module: 'Login', layout: 'onboarding' });
  });

  it('leaves out routes whose page depends on the role', () => {
    expect(pages['/dashboard']).toBeUndefined();
  });
});

describe('route-paths.json (every address the shell has a page for; the server answers others with 404)', () => {
  it('holds every path of routes.ts, role-dependent ones included', () => {
    const paths = routePaths(path.resolve(__dirname, '..', '..'), require);
    expect(paths).toEqual(portalRoutes.map((route) => route.path));
    expect(paths).toContain('/dashboard');
  });
});
