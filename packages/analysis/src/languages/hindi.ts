import { hin } from 'stopword';
import { HINDI_CONCEPTS } from './hindi-concepts.ts';

/**
 * How the engine reads Hindi, in its two scripts. Indian employees write
 * answers in Devanagari ("सैलरी समय पर नहीं मिलती"), in Latin letters
 * ("salary time pe nahi milti") or mixed with English. Everything here comes
 * from Hindi grammar and spelling, never from any set of answers.
 */

/** The language a statement is read in: English, Hindi in Devanagari, Hindi in Latin letters. */
export type StatementLanguage = 'en' | 'hi' | 'hi-Latn';

const words = (list: string): string[] => list.split(/\s+/u).filter(Boolean);

const DEVANAGARI = /^[\u0900-\u097F]+(?:-[\u0900-\u097F]+)*$/u;
const NUKTA = /\u093C/gu;
const CHANDRABINDU = /\u0901/gu;

export function isDevanagari(word: string): boolean {
  return DEVANAGARI.test(word);
}

/**
 * One spelling for the variants people write freely: with or without the
 * nukta ("ज़्यादा", "ज्यादा"), and the chandrabindu as the anusvara ("पहुँच",
 * "पहुंच").
 */
export function normaliseDevanagari(word: string): string {
  return word.normalize('NFD').replace(NUKTA, '').replace(CHANDRABINDU, '\u0902').normalize('NFC');
}

/**
 * Plurals and the oblique plural folded to the singular, as the English side
 * folds plural "s": the result is still a word, because it may be shown
 * ("किसानों" and "किसान", farmers and farmer; "शाखाएं" and "शाखा", branches and
 * branch; "नौकरियों" and "नौकरी", jobs and job). Longest ending first.
 */
const PLURALS: readonly [string, string][] = [
  ['ियों', 'ी'],
  ['ियां', 'ी'],
  ['ाओं', 'ा'],
  ['ाएं', 'ा'],
  ['ुओं', 'ु'],
  ['ों', ''],
  ['ें', ''],
];

/**
 * Masculine nouns in "ा" ("मौका", "घंटा", "महीना") end in "ों" in the oblique plural and "े" in the plural
 * and oblique singular, as "किसानों" does after a consonant: which singular is meant needs a dictionary,
 * and the workplace lexicon is one. A form it does not know keeps the consonant-ending reading.
 */
const KNOWN_WORDS: ReadonlySet<string> = new Set(
  HINDI_CONCEPTS.flatMap((entry) => entry.slice(1))
    .filter(isDevanagari)
    .map(normaliseDevanagari),
);

/** A Devanagari word's form for counting: spelling variants and plurals folded, at least two characters kept. */
export function hindiStem(word: string): string {
  const normal = normaliseDevanagari(word);
  for (const ending of ['ों', 'े']) {
    const inA = `${normal.slice(0, -ending.length)}ा`;
    if (normal.endsWith(ending) && normal.length - ending.length >= 2 && KNOWN_WORDS.has(inA)) return inA;
  }
  for (const [plural, singular] of PLURALS) {
    if (normal.endsWith(plural) && normal.length - plural.length >= 2) {
      return normal.slice(0, -plural.length) + singular;
    }
  }
  // A final short and long i are one word: "समिति" and its plural "समितियां" (folded to "समिती" above), and
  // people write either ("नीति", "नीती").
  return normal.endsWith(SHORT_I) && normal.length > 2 ? `${normal.slice(0, -1)}${LONG_I}` : normal;
}

const SHORT_I = '\u093F';
const LONG_I = '\u0940';

/**
 * Hindi's function words in Devanagari: the stopword package's list, and what
 * it leaves out of the same kinds: the light verbs that carry no topic
 * ("मिलता है": is given, "करते हैं": do), as "get", "give" and "make" are
 * fillers in English; pronouns and possessives; "good", "every", "more",
 * "only", "therefore", "through" ("के माध्यम से"), "thing" and "matter".
 */
const DEVANAGARI_FUNCTION_WORDS: ReadonlySet<string> = new Set(
  [
    ...hin,
    ...words(`मिलता मिलती मिलते मिल मिला मिली देता देती देते दिया लेता लेती लेते करता करती करते किया जाता जाती
      जाते सकता सकती सकते चाहिए वाला वाली वाले अच्छा अच्छी अच्छे हर ज्यादा सबसे सिर्फ इसलिए माध्यम हम हमें हमसे
      हमको हमारा हमारी हमारे मैं मुझे मेरा मेरी मेरे तुम तुम्हारा आपका आपकी आपके उनका उनकी उनके इसका इसकी इसके उसका
      उसकी उसके अपना अपनी अपने दूसरा दूसरी दूसरे चलता चलती चलते लगता लगती लगते बात चीज़ पड़ता पड़ती पड़ते पड़ा
      पड़ी पड़े हूं हूँ दोनों`),
  ].map(normaliseDevanagari),
);

/**
 * Hindi's function words in Latin letters: postpositions, pronouns and their
 * possessives, the forms of "to be", negation and particles, conjunctions,
 * question words, degree words, and the light verbs. Forms that are also
 * English words a theme could be about are left out ("main", "mile" as in
 * "last mile", "lie", "hue", "ache", "tab", "mat", "diya", "gaya"), and the
 * forms English writes too (ENGLISH_TOO) count only in statements read as
 * Hindi, so "is", "us" or "bas" in an English answer are read as English.
 */
const LATIN_FUNCTION_WORDS: ReadonlySet<string> = new Set(
  words(`hai hain hae ho hoga hogi honge hota hoti hote hona hua hui tha thi the thay raha rahi rahe rahta rahti
    rahte gayi gaye jata jati jaate jaata jaati jate sakta sakti sakte chahiye chahie wala wali wale vala vali vale
    milta milti milte mil mila mili milna deta deti dete diye dena leta leti lete liya lena karta karti karte karna
    karne kar kiya kiye kari kehte kaha aata aati aate aana aaya jana jaana ka ki ke ko se me mein mai mei pe par
    tak liye saath sath baad pehle aur ya lekin magar kyunki kyonki isliye toh to bhi hi jo jab agar phir fir jaise
    waise tarah wajah bina hum ham humara humari humare hamara hamari hamare mera meri mere mujhe hume humein hamein
    aap aapka aapki aapke tum tera teri ye yeh wo woh vo voh is us in un iska iski iske uska uski uske inka inki
    inke unka unki unke unhe unko isko usko apna apni apne koi kuch sab sabhi sabko khud nahi nahin nhi na bahut
    bahot bohot bohat zyada jyada ziyada thoda thodi kaafi kafi itna itni itne utna kitna kitni aisa aisi aise
    waisa sirf bas abhi kabhi hamesha yahan wahan yaha waha kya kaun kab kahan kaise kyun kyu ek har dusra dusri
    dusre doosra doosri doosre acha achi accha acchi acche achha achhi achhe achchha badhiya le de lagta lagti lagte
    laga lagi chal chalta aage banda bande log ban bana bani bane banta banti bante hoon hu ne di maine jayega
    jayegi lo padta padti padte gaya diya main mat`),
);

/**
 * The forms of that list that English writes too ("to", "is", "par", "bas",
 * "ham"): they are function words only in a statement read as Hindi. Every
 * other form is Hindi whatever the statement ("Dusri company": another
 * company), and one of them in a statement says it is Hindi.
 */
const ENGLISH_TOO: ReadonlySet<string> = new Set(
  words(`the to is us in me hi ho na ya par bas mil kar fir ham hum un ek jo sab tum koi ye wo vo mai aap jab kab har
    hua tak bina acha kaha hona tera aaya le de log ban bane mere se pe vale ko hu ne di lo main mat gaya diya`),
);
/** Whether a word (lowercase) carries no topic in the statement's language. */
export function isHindiFunctionWord(word: string, language: StatementLanguage): boolean {
  if (isDevanagari(word)) return DEVANAGARI_FUNCTION_WORDS.has(normaliseDevanagari(word));
  return LATIN_FUNCTION_WORDS.has(word) && (language !== 'en' || !ENGLISH_TOO.has(word));
}

/**
 * The workplace lexicon's Hindi words in Latin letters ("gaon", "samiti", "tankhwah"): written so that none
 * is also an English word (hindi-concepts.ts), so one of them says a statement is Hindi as a Hindi-only
 * function word does ("Har gaon me samiti" has no other sign: "har", "me" are English letters too).
 */
const LATIN_LEXICON: ReadonlySet<string> = new Set(
  HINDI_CONCEPTS.flatMap((entry) => entry.slice(1)).filter((form) => /^[a-z]+$/u.test(form)),
);

/**
 * The language of a statement from its words (lowercase): Hindi in
 * Devanagari when most of its words are, Hindi in Latin letters when it uses
 * a function word only Hindi has (not one English writes too) or a word of
 * the Hindi lexicon, English otherwise.
 */
export function statementLanguage(statementWords: readonly string[]): StatementLanguage {
  let devanagari = 0;
  let latin = 0;
  let marked = false;
  for (const word of statementWords) {
    // The first letter's code, not a pattern: every statement of a SWOT is read here.
    const first = word.charCodeAt(0);
    if (first >= 0x0900 && first <= 0x097f) devanagari += 1;
    else if (first >= 0x61 && first <= 0x7a) {
      latin += 1;
      if ((LATIN_FUNCTION_WORDS.has(word) && !ENGLISH_TOO.has(word)) || LATIN_LEXICON.has(word)) marked = true;
    }
  }
  if (devanagari > 0 && devanagari >= latin) return 'hi';
  return marked ? 'hi-Latn' : 'en';
}
