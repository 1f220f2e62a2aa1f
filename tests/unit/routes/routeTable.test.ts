import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { site } from '../../../src/config/site';
import { familyRoutes } from '../../../src/content/generated/familyRoutes';
import { missingRouteModules } from '../../../scripts/shared/routeModulesCheck';
import { routeModulePaths } from '../../../src/routes/routeModules';
import { routeEntrySchema } from '../../../content-model/routes/routeSchema.ts';
import {
  announcementName,
  breadcrumbTrail,
  documentTitle,
  findRoute,
  normalisePath,
  notFoundRoute,
  routeTable,
} from '../../../src/routes/routeTable';

describe('the route table', () => {
  it('has valid, unique entries whose page and content modules exist', () => {
    const paths = routeTable.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const route of [...routeTable, notFoundRoute]) expect(() => routeEntrySchema.parse(route)).not.toThrow();
    expect(missingRouteModules([...routeTable, notFoundRoute], routeModulePaths, (file) => existsSync(path.resolve(file)))).toBeUndefined();
  });

  it('names, for the prerender to stop on, the first module a route names that is missing', () => {
    const renamed = { ...findRoute('/resources/software-quick-guides/dragon')!, content: 'quick-guides/dragn.md' };
    const missing = missingRouteModules([findRoute('/')!, renamed], routeModulePaths, (file) => existsSync(path.resolve(file)));
    expect(missing).toBe('/resources/software-quick-guides/dragon names src/content/generated/quick-guides/dragn.js, which does not exist');
  });

  it('gives every page a distinct title and description', () => {
    const titles = routeTable.map(documentTitle);
    const descriptions = routeTable.map((route) => route.description);
    expect(new Set(titles).size).toBe(titles.length);
    expect(new Set(descriptions).size).toBe(descriptions.length);
  });

  it('announces the names SPEC gives, and the title elsewhere', () => {
    expect(announcementName(findRoute('/')!)).toBe('Home');
    expect(announcementName(findRoute('/about')!)).toBe(`About ${site.companyName}`);
    expect(announcementName(findRoute('/privacy-policy')!)).toBe('Privacy Policy');
  });

  it('finds routes with or without a trailing slash', () => {
    expect(normalisePath('/about/')).toBe('/about');
    expect(normalisePath('')).toBe('/');
    expect(findRoute('/about/')?.path).toBe('/about');
    expect(findRoute('/nowhere')).toBeUndefined();
  });

  it('derives breadcrumb trails from the paths in the table', () => {
    expect(breadcrumbTrail(findRoute('/')!)).toEqual([]);
    expect(breadcrumbTrail(findRoute('/about')!)).toEqual([
      { name: 'Home', path: '/' },
      { name: 'About Us', path: '/about' },
    ]);
  });

  it('puts every page family in the table, each route one level under its hub', () => {
    for (const [hub, routes] of Object.entries(familyRoutes)) {
      expect(findRoute(hub), hub).toBeDefined();
      for (const route of routes) {
        expect(route.path.slice(0, route.path.lastIndexOf('/'))).toBe(hub);
        expect(routeTable).toContainEqual(route);
      }
    }
  });

  it('marks only the not-found page noindex', () => {
    expect(routeTable.filter((route) => 'noindex' in route)).toEqual([]);
    expect(notFoundRoute.noindex).toBe(true);
  });
});
