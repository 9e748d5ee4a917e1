import { SWOT_CATEGORIES, type SwotCategory } from '@foursight/shared/domain/swots';

/** A record with one value per SWOT category, made by calling `make` for each. */
export function byCategory<T>(make: (category: SwotCategory) => T): Record<SwotCategory, T> {
  return {
    strengths: make('strengths'),
    weaknesses: make('weaknesses'),
    opportunities: make('opportunities'),
    threats: make('threats'),
  };
}

export { SWOT_CATEGORIES };
