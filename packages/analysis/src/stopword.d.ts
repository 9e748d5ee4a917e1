/** The stopword package ships no types; we use its English and Hindi (Devanagari) lists. */
declare module 'stopword' {
  export const eng: string[];
  export const hin: string[];
}
