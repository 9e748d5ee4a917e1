import { describe, expect, it } from 'vitest';
import { isParticipationPage, isWebPage, matchesRoute } from './web-routes.ts';

describe('web page addresses', () => {
  it.each([
    ['/', '/'],
    ['/pricing', '/pricing'],
    ['/pricing', '/pricing/'],
    ['/pricing', '/Pricing'],
    ['/swot/:id', '/swot/3f1c2d'],
    ['/swot/:id/live', '/swot/3f1c2d/live'],
  ])('%s matches %s', (pattern, pathname) => {
    expect(matchesRoute(pattern, pathname)).toBe(true);
  });

  it.each([
    ['/', '/pricing'],
    ['/pricing', '/pricing/monthly'],
    ['/swot/:id', '/swot'],
    ['/swot/:id', '/swot/1/2'],
    ['/swot/:id/live', '/swot/1/dead'],
  ])('%s does not match %s', (pattern, pathname) => {
    expect(matchesRoute(pattern, pathname)).toBe(false);
  });

  it('knows the app, the participation page and nothing else', () => {
    for (const page of [
      '/',
      '/dashboard',
      '/reset-password',
      '/swot/1/live',
      '/participate/abc',
      '/participate/abc/round',
    ]) {
      expect(isWebPage(page), page).toBe(true);
    }
    for (const page of ['/no/such/page', '/dashboard/extra', '/admin/anything', '/participate', '/participate/a/b']) {
      expect(isWebPage(page), page).toBe(false);
    }
    expect(isParticipationPage('/participate/abc/round')).toBe(true);
    expect(isParticipationPage('/dashboard')).toBe(false);
  });
});
