/**
 * Names as they sound, so the privacy guard finds a directory person written in the other script: "Sunita
 * Yadav" in the directory and "सुनीता यादव" in an answer, or "सुनीता यादव" in the directory and "Suneeta
 * Yadav" in an answer (issue 32). Both scripts are brought to one key: aspiration dropped (bh, ध), long and
 * short vowels folded (aa, ee, oo, ा, ी, ू), sh/श/ष/स as one s, w and v one, doubled letters single, and every
 * "a" left out, since Latin writes Devanagari's unwritten vowel only where it is said ("Mehta" is मेहता, the
 * ह with its vowel unsaid), and no rule of schwa deletion is needed for keys without an "a"; y is read as i.
 * Written for Indian names in general; it reads no directory.
 */
const DEVANAGARI_LETTERS: Record<string, string> = {
  अ: 'a',
  आ: 'a',
  इ: 'i',
  ई: 'i',
  उ: 'u',
  ऊ: 'u',
  ऋ: 'ri',
  ए: 'e',
  ऐ: 'ai',
  ओ: 'o',
  औ: 'au',
  ऑ: 'o',
  क: 'k',
  ख: 'k',
  ग: 'g',
  घ: 'g',
  ङ: 'n',
  च: 'c',
  छ: 'c',
  ज: 'j',
  झ: 'j',
  ञ: 'n',
  ट: 't',
  ठ: 't',
  ड: 'd',
  ढ: 'd',
  ण: 'n',
  त: 't',
  थ: 't',
  द: 'd',
  ध: 'd',
  न: 'n',
  प: 'p',
  फ: 'f',
  ब: 'b',
  भ: 'b',
  म: 'm',
  य: 'y',
  र: 'r',
  ल: 'l',
  ळ: 'l',
  व: 'v',
  श: 's',
  ष: 's',
  स: 's',
  ह: 'h',
  // vowel signs
  'ा': 'a',
  'ि': 'i',
  'ी': 'i',
  'ु': 'u',
  'ू': 'u',
  'ृ': 'ri',
  'े': 'e',
  'ै': 'ai',
  'ो': 'o',
  'ौ': 'au',
  'ॅ': 'e',
  'ॉ': 'o',
  // anusvara and chandrabindu sound n (m before p, b, m: see LABIALS); visarga, virama, nukta are silent
  'ं': 'n',
  'ँ': 'n',
};
const LABIALS = new Set(['प', 'फ', 'ब', 'भ', 'म']);
/** Consonants whose nukta form sounds otherwise: ड़ and ढ़ are r (the rest, क़ ज़ फ़, sound as their base). */
const NUKTA_R = /[\u0921\u0922]\u093C/gu;
const DEVANAGARI_WORD = /^[\u0900-\u097F]+$/u;
const LATIN_WORD = /^[a-z]+$/u;

/** Both scripts' last steps: y as i (य is a glide in "Priya" and "Sanjay" alike), no "a", no doubled letter. */
function collapse(spelled: string): string {
  // The last letter kept, in a variable: reading it back from the growing string would flatten it each time.
  let key = '';
  let last = '';
  for (const letter of spelled) {
    const sound = letter === 'y' ? 'i' : letter;
    if (sound === 'a' || sound === last) continue;
    key += sound;
    last = sound;
  }
  return key;
}

/** A Devanagari word's key: "सुनीता" is "sunit", "मेहता" "meht", "सिंह" "sinh". */
export function devanagariNameKey(word: string): string {
  // ज्ञ is said "gy" in Hindi ("प्रज्ञा", Pragya).
  const letters = Array.from(word.normalize('NFC').replace(NUKTA_R, 'र').replace(/ज्ञ/gu, 'ग्य').normalize('NFD'));
  let key = '';
  letters.forEach((letter, index) => {
    if (letter === 'ं' && LABIALS.has(letters[index + 1] ?? '')) key += 'm';
    else key += DEVANAGARI_LETTERS[letter] ?? '';
  });
  return collapse(key);
}

/**
 * Latin spellings of one sound, read in one pass, left to right, the first alternative that fits winning (so
 * "ee" before the lone "e", "chh" before "ch" before "c"). Latin's e for the unwritten vowel before r
 * ("Banerjee", बनर्जी; "Iyer", अय्यर) and in "-ed" ("Ahmed", अहमद) is silent; "Singh" ends as सिंह does.
 */
const LATIN_SPELLINGS =
  /ngh$|ey$|ao$|ee|ii|ie|oo|uu|ou|ph|sh|ss|chh|ch|ck|c(?=[eiy])|[cq]|e(?=r(?:[^aeiouy]|$))|e(?=d$)|[bdgjkt]h|w|z|x/gu;
const LATIN_SOUNDS: Record<string, string> = {
  ngh: 'nh',
  // Final "-ey" is े ("Pandey", पांडे), final "-ao" is "-av" ("Rao", राव).
  ey: 'e',
  ao: 'av',
  ee: 'i',
  ii: 'i',
  ie: 'i',
  oo: 'u',
  uu: 'u',
  ou: 'au',
  ph: 'f',
  sh: 's',
  ss: 's',
  chh: 'c',
  ch: 'c',
  ck: 'k',
  c: 'k',
  q: 'k',
  e: '',
  w: 'v',
  z: 'j',
  x: 'ks',
};

/** A Latin word's key (lower case, letters a-z): "Suneeta" is "sunit", "Mehta" "meht", "Singh" "sinh". */
export function latinNameKey(word: string): string {
  const spelled = word.replace(LATIN_SPELLINGS, (spelling: string, offset: number) => {
    // "c" before e, i or y sounds s; an aspirated consonant ("bh", "dh") is the consonant.
    if (spelling === 'c') return /[eiy]/u.test(word[offset + 1] ?? '') ? 's' : 'k';
    if (spelling.length === 2 && spelling[1] === 'h' && !(spelling in LATIN_SOUNDS)) return spelling[0]!;
    return LATIN_SOUNDS[spelling]!;
  });
  return collapse(spelled);
}

export type NameScript = 'latin' | 'devanagari';

/** The word's script (of the two the keys read) and its key; null for a word of any other script or mixed. */
export function nameKey(word: string): { script: NameScript; key: string } | null {
  if (DEVANAGARI_WORD.test(word)) return { script: 'devanagari', key: devanagariNameKey(word) };
  const lower = word.toLowerCase();
  if (LATIN_WORD.test(lower)) return { script: 'latin', key: latinNameKey(lower) };
  return null;
}
