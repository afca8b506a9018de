import type { AppRoute } from '../../routes/index.cjs';
import { loadRouteTable, routePages, routePaths } from '../../routes/index.cjs';
import { routeTable } from '../app/route-table';

// What the shell's build writes (webpack.config.js hands these two to the federation factory as data).
const table = loadRouteTable();
/** The table with one menu entry whose page a later issue builds (every page of today's table is built). */
const withPlanned: AppRoute[] = [
  ...table,
  {
    path: '/planned',
    layout: 'authenticated',
    guard: ['admin'],
    page: null,
    menu: { title: 'Planned', icon: 'dashboard', order: 99 },
  },
];

describe('route-pages.json (the route table as data, for the server to preload a route’s page)', () => {
  const pages = routePages(table);

  it('holds every route with one page, read from the route data itself', () => {
    const single = routeTable.filter((route) => route.page !== null && !('byRole' in route.page));
    expect(Object.keys(pages).sort()).toEqual(single.map((route) => route.path).sort());
    for (const route of single) expect(pages[route.path]).toEqual({ ...route.page, layout: route.layout });
    expect(pages['/welcome']).toEqual({ remote: 'mfe_public', module: 'Welcome', layout: 'public' });
    expect(pages['/login']).toEqual({ remote: 'mfe_onboarding', module: 'Login', layout: 'onboarding' });
  });

  it('leaves out routes whose page depends on the role, and menu entries whose page is not built yet', () => {
    expect(pages['/dashboard']).toBeUndefined();
    expect(routePages(withPlanned)['/planned']).toBeUndefined();
  });
});

describe('route-paths.json (every address the shell has a page for; the server answers others with 404)', () => {
  const paths = routePaths(table);

  it('holds every path of the route table that has a page, role-dependent ones included', () => {
    expect(paths).toEqual(routeTable.filter((route) => route.page !== null).map((route) => route.path));
    expect(paths).toContain('/dashboard');
    expect(paths).toContain('/login');
  });

  it('leaves out menu entries whose page a later issue builds, so they keep answering 404', () => {
    const planned = routePaths(withPlanned);
    expect(planned).not.toContain('/planned');
    expect(planned).toEqual(paths);
  });
});
