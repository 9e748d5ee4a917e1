import { describe, expect, it } from 'vitest';
import { buildPath } from './route.ts';

describe('buildPath', () => {
  it('fills and encodes parameters', () => {
    expect(buildPath('/api/swot/details/:id', { id: 'a b/c' })).toBe('/api/swot/details/a%20b%2Fc');
  });
  it('names a missing parameter', () => {
    expect(() => buildPath('/api/swot/details/:id')).toThrow('Missing path parameter "id"');
  });
});
