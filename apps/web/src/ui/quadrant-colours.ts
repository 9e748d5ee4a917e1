import type { SwotCategory } from '@foursight/shared/domain/swots';

/**
 * The quadrants' hues, one set for every screen: Okabe–Ito, told apart with any colour vision, and always
 * shown beside a label or a letter, never alone. Tailwind finds classes by reading the source, so each class
 * is written out whole here.
 */
export const QUADRANT_HUE: Record<SwotCategory, string> = {
  strengths: '#0072B2',
  weaknesses: '#E69F00',
  opportunities: '#009E73',
  threats: '#CC79A7',
};

/** A bar or a swatch filled with the quadrant's hue. */
export const QUADRANT_FILL: Record<SwotCategory, string> = {
  strengths: 'bg-[#0072B2]',
  weaknesses: 'bg-[#E69F00]',
  opportunities: 'bg-[#009E73]',
  threats: 'bg-[#CC79A7]',
};

/** A card marked by a left border in the quadrant's hue. */
export const QUADRANT_BORDER: Record<SwotCategory, string> = {
  strengths: 'border-l-[#0072B2]',
  weaknesses: 'border-l-[#E69F00]',
  opportunities: 'border-l-[#009E73]',
  threats: 'border-l-[#CC79A7]',
};
