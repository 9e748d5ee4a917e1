import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { APP_WEB_ROUTES } from '@foursight/shared/contract/web-routes';
import { createRoutes } from './router';
import { SIDEBAR_ENTRIES } from './navigation';

function pathsOf(routes: readonly RouteObject[]): string[] {
  return routes.flatMap((route) => [...(route.path ? [route.path] : []), ...pathsOf(route.children ?? [])]);
}

describe('the router', () => {
  // The server answers 404 for a page address outside the shared list: a route only the router knew would be a page served as missing.
  it('has exactly the routes of the shared list, and the 404 page for the rest', () => {
    const paths = pathsOf(createRoutes());
    expect(paths.filter((path) => path !== '*').sort()).toEqual([...APP_WEB_ROUTES].sort());
    expect(paths.filter((path) => path === '*')).toHaveLength(1);
  });

  it('offers in the sidebar only pages the router has', () => {
    for (const entry of SIDEBAR_ENTRIES) expect(APP_WEB_ROUTES).toContain(entry.path);
  });
});
