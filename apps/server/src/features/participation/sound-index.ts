import { HINDI_NAMES_THAT_ARE_WORDS } from './hindi-name-words.ts';
import { nameKey, type NameScript } from './name-sounds.ts';
import { NAMES_THAT_ARE_WORDS } from './name-words.ts';

/** A directory's names as they sound, per script (see privacy-sounds.ts). */
export interface SoundIndex {
  /** A name word's key, and whether every directory word of that key is an everyday word as well. */
  words: Map<string, boolean>;
  /** Neighbouring words of one person's name, as keys joined by a space. */
  pairs: Set<string>;
}
export type NameSounds = Record<NameScript, SoundIndex>;

/** The sound index of a directory: each person's name words, normalised and lower-cased, in order. */
export function nameSounds(people: readonly (readonly string[])[]): NameSounds {
  const sounds: NameSounds = {
    latin: { words: new Map(), pairs: new Set() },
    devanagari: { words: new Map(), pairs: new Set() },
  };
  for (const parts of people) {
    let previous: { script: NameScript; key: string } | null = null;
    for (const part of parts) {
      const heard = nameKey(part);
      if (heard && heard.key.length > 0) {
        const index = sounds[heard.script];
        const everyday = NAMES_THAT_ARE_WORDS.has(part) || HINDI_NAMES_THAT_ARE_WORDS.has(part);
        index.words.set(heard.key, (index.words.get(heard.key) ?? true) && everyday);
        if (previous?.script === heard.script) index.pairs.add(`${previous.key} ${heard.key}`);
      }
      previous = heard;
    }
  }
  return sounds;
}
