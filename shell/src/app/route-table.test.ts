import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { remoteFolders } from '@portal/shared';
import { roles } from '@portal/shared/roles';
import {
  checkRouteTable,
  loadRouteTable,
  MENU_ICONS,
  menuForRole,
  pageFor,
  REMOTES,
  ROLES,
} from '../../routes/index.cjs';
import { frameIconNames } from '../layouts/authenticated/frame-icons';
import { guardAdmitsRole, routeTable, type AppRoute } from './route-table';

const routesDir = path.resolve(__dirname, '..', '..', 'routes');
const repoRoot = path.resolve(__dirname, '..', '..', '..');
/** A deep copy of the real table to break on purpose. */
const copy = (): Record<string, unknown>[] => JSON.parse(JSON.stringify(loadRouteTable())) as Record<string, unknown>[];
const entryAt = (table: Record<string, unknown>[], routePath: string) => {
  const entry = table.find((route) => route.path === routePath);
  if (!entry) throw new Error(`no ${routePath} in the route table`);
  return entry as Record<string, unknown> & { menu: Record<string, unknown>; page: Record<string, unknown> | null };
};

describe('the route table (shell/routes/<area>.json)', () => {
  it('is the same table in the browser build and for Node, and it passes its check', () => {
    expect(checkRouteTable(routeTable)).toEqual([]);
    expect(routeTable).toEqual(loadRouteTable());
  });

  it('names the roles and remotes @portal/shared knows, and an icon for every icon name', () => {
    expect([...ROLES].sort()).toEqual([...roles].sort());
    expect([...REMOTES].sort()).toEqual(Object.keys(remoteFolders).sort());
    expect(frameIconNames).toEqual(expect.arrayContaining([...MENU_ICONS, 'logout']));
  });

  it('points every page at a file the remote exposes (src/pages/<Module>.tsx)', () => {
    const refs = routeTable.flatMap((route) =>
      route.page === null ? [] : 'byRole' in route.page ? Object.values(route.page.byRole) : [route.page],
    );
    expect(refs.length).toBeGreaterThan(20);
    for (const ref of refs) {
      const file = path.join(repoRoot, remoteFolders[ref.remote], 'src', 'pages', `${ref.module}.tsx`);
      expect({ ref, exists: fs.existsSync(file) }).toEqual({ ref, exists: true });
    }
  });

  it.each(roles)('lets a %s open every route of its menu, and shows it the page built for it', (role) => {
    const menu = menuForRole(routeTable, role);
    expect(menu.length).toBeGreaterThan(5);
    for (const entry of menu) {
      const route = routeTable.find((candidate) => candidate.path === entry.path) as AppRoute;
      expect({ path: route.path, admitted: guardAdmitsRole(route.guard, role) }).toEqual({
        path: route.path,
        admitted: true,
      });
      if (route.page !== null) expect(pageFor(route.page, role)).not.toBeNull();
    }
  });
});

describe('the check refuses a menu entry that disagrees with its route', () => {
  const problemsOf = (table: unknown[]) => checkRouteTable(table).join('\n');

  it('a menu entry that names its own roles instead of the guard’s', () => {
    const table = copy();
    entryAt(table, '/assigned').menu.roles = ['admin', 'user'];
    expect(problemsOf(table)).toMatch(/\/assigned\.menu\.roles: who sees a menu entry is its route's guard/);
  });

  it('a page for a role the guard does not let in', () => {
    const table = copy();
    entryAt(table, '/dashboard').guard = ['user', 'admin'];
    expect(problemsOf(table)).toMatch(/\/dashboard\.page\.byRole\.superAdmin: the guard does not let superAdmin in/);
  });

  it('a role-split page missing for a role the menu shows it to', () => {
    const table = copy();
    delete (entryAt(table, '/dashboard').page as { byRole: Record<string, unknown> }).byRole.admin;
    expect(problemsOf(table)).toMatch(/\/dashboard: the guard lets admin in, but page\.byRole has no page for it/);
  });

  it('the same path twice, in any case', () => {
    const table = copy();
    table.push({ ...entryAt(table, '/about'), path: '/About' });
    table.push({ ...entryAt(table, '/faq') });
    const problems = problemsOf(table);
    expect(problems).toMatch(/\/About: the path is declared twice/);
    expect(problems).toMatch(/\/faq: the path is declared twice/);
  });

  it('a menu entry without a path', () => {
    const table = copy();
    delete (entryAt(table, '/help') as Record<string, unknown>).path;
    expect(problemsOf(table)).toMatch(/entry \d+ needs a path/);
  });

  it('an unknown icon', () => {
    const table = copy();
    entryAt(table, '/help').menu.icon = 'lifebuoy';
    expect(problemsOf(table)).toMatch(/\/help\.menu\.icon "lifebuoy" is unknown/);
  });

  it('a menu entry with no title, a taken place in the menu, or on a page outside the signed-in frame', () => {
    const table = copy();
    entryAt(table, '/help').menu.title = ' ';
    entryAt(table, '/profile').menu.order = 1;
    entryAt(table, '/about').menu = { title: 'About', icon: 'profile', order: 99 };
    const problems = problemsOf(table);
    expect(problems).toMatch(/\/help\.menu\.title is missing/);
    expect(problems).toMatch(/(\/profile|\/dashboard)\.menu\.order 1 is taken by .*(\/dashboard|\/profile)\./);
    expect(problems).toMatch(/\/about\.menu: the menu belongs to the authenticated layout/);
    expect(problems).toMatch(/\/about\.menu: a menu entry needs a guard/);
  });

  it('an unknown remote or page name, a route with neither page nor menu, an unguarded signed-in page', () => {
    const table = copy();
    entryAt(table, '/faq').page = { remote: 'mfe_elsewhere', module: 'faq' };
    entryAt(table, '/help').page = null;
    delete (entryAt(table, '/help') as Record<string, unknown>).menu;
    entryAt(table, '/profile').guard = 'none';
    const problems = problemsOf(table);
    expect(problems).toMatch(/\/faq\.page\.remote must be one of/);
    expect(problems).toMatch(/\/faq\.page\.module must name a page file/);
    expect(problems).toMatch(/\/help has no page and no menu entry/);
    expect(problems).toMatch(/\/profile: a page in the authenticated layout needs a guard/);
  });

  it('a signed-in or sign-in page without its title, and a public page given one (it sets its own)', () => {
    const table = copy();
    delete (entryAt(table, '/setting') as Record<string, unknown>).title;
    (entryAt(table, '/login') as Record<string, unknown>).title = ' ';
    (entryAt(table, '/about') as Record<string, unknown>).title = 'About';
    const problems = problemsOf(table);
    expect(problems).toMatch(/\/setting needs a "title"/);
    expect(problems).toMatch(/\/login needs a "title"/);
    expect(problems).toMatch(/\/about\.title: a public page sets its own title/);
  });

  it('stops the loader (and so the build) with the file to fix', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'routes-'));
    try {
      for (const file of fs.readdirSync(routesDir).filter((name) => name.endsWith('.json')))
        fs.copyFileSync(path.join(routesDir, file), path.join(dir, file));
      expect(loadRouteTable(dir)).toEqual(loadRouteTable());
      const staff = JSON.parse(fs.readFileSync(path.join(dir, 'staff.json'), 'utf8')) as unknown[];
      staff.push({
        path: '/reports',
        layout: 'authenticated',
        guard: ['admin'],
        page: null,
        menu: { title: 'Reports' },
      });
      fs.writeFileSync(path.join(dir, 'staff.json'), JSON.stringify(staff));
      expect(() => loadRouteTable(dir)).toThrow(/staff\.json \/reports\.menu\.icon "undefined" is unknown/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
