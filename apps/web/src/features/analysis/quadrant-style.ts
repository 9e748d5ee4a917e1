import type { SwotCategory } from '@foursight/shared/domain/swots';

/** Fixed, colour-blind-safe quadrant hues (Okabe–Ito), always next to a label. */
export const QUADRANT_BORDER: Record<SwotCategory, string> = {
  strengths: 'border-l-[#0072B2]',
  weaknesses: 'border-l-[#E69F00]',
  opportunities: 'border-l-[#009E73]',
  threats: 'border-l-[#CC79A7]',
};

/** A control's height: 44 px, a finger's tap target, on a phone; the usual 36 px from md up. */
export const TAP_TARGET = 'h-11 md:h-9';
