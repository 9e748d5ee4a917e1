/** A control's height: 44 px, a finger's tap target, on a phone; the usual 36 px from md up. */
export const TAP_TARGET = 'h-11 md:h-9';
