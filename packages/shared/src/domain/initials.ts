/**
 * Avatar initials (spec part 1 §2.2): the first letter of each word of the
 * contact name, uppercase; "U" when there is no name.
 */
export function initialsOf(contactName: string | null | undefined): string {
  const words = (contactName ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return 'U';
  return words.map((word) => Array.from(word)[0]?.toUpperCase() ?? '').join('');
}
