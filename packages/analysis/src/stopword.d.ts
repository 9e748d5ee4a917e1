/** The stopword package ships no types; we use only its English list. */
declare module 'stopword' {
  export const eng: string[];
}
