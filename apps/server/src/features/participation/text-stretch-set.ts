/**
 * A set of strings asked about stretches of a text: is text[start, end) one
 * of them? A Set would need the stretch sliced out first, a new string per
 * word of the answer, hashed afresh; this hashes the stretch where it lies
 * and compares it with a member only when the hashes agree.
 *
 * Open addressing in typed arrays, at most half full. Where a probe goes
 * depends only on the members (the directory), never on the answer, so a
 * word made to collide costs no more than any other.
 */
export interface StretchSet {
  /** The member equal to text[start, end), or undefined. */
  find(text: string, start: number, end: number): string | undefined;
}

/** FNV-1a over UTF-16 units. */
function hashOf(text: string, start: number, end: number): number {
  let hash = 0x811c9dc5;
  for (let index = start; index < end; index += 1) hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193);
  return hash;
}

function isStretch(member: string, text: string, start: number, end: number): boolean {
  if (member.length !== end - start) return false;
  for (let index = 0; index < member.length; index += 1) {
    if (member.charCodeAt(index) !== text.charCodeAt(start + index)) return false;
  }
  return true;
}

export function createStretchSet(strings: Iterable<string>): StretchSet {
  const members = [...new Set(strings)];
  // A stretch shorter or longer than every member is none of them: most words of an answer are not read at all.
  let shortest = Infinity;
  let longest = 0;
  for (const member of members) {
    shortest = Math.min(shortest, member.length);
    longest = Math.max(longest, member.length);
  }
  let size = 16;
  while (size < members.length * 2) size *= 2;
  const mask = size - 1;
  /** Each slot's member index plus one; 0 for an empty slot. */
  const slots = new Int32Array(size);
  const hashes = new Int32Array(members.length);
  members.forEach((member, index) => {
    const hash = hashOf(member, 0, member.length);
    hashes[index] = hash;
    let slot = hash & mask;
    while (slots[slot] !== 0) slot = (slot + 1) & mask;
    slots[slot] = index + 1;
  });
  return {
    find(text, start, end) {
      if (end - start < shortest || end - start > longest) return undefined;
      const hash = hashOf(text, start, end);
      for (let slot = hash & mask; slots[slot] !== 0; slot = (slot + 1) & mask) {
        const index = slots[slot]! - 1;
        if (hashes[index] === hash && isStretch(members[index]!, text, start, end)) return members[index];
      }
      return undefined;
    },
  };
}
