import { breakLongWords } from '@foursight/shared/domain/long-words';

/** The keys of pdfmake content whose values hold text or more content (everything else is styling or drawing). */
const TEXT_KEYS = new Set(['text', 'ul', 'ol', 'stack', 'columns', 'table', 'body']);

/**
 * pdfmake content with every text's long words broken (breakLongWords), so
 * no stored answer, theme or title can make its layout quadratic. A copy:
 * the content given is left as it is.
 */
export function withBreakableWords<T>(content: T): T {
  if (typeof content === 'string') return breakLongWords(content) as T;
  if (Array.isArray(content)) return content.map((item: unknown) => withBreakableWords(item)) as T;
  if (content === null || typeof content !== 'object') return content;
  return Object.fromEntries(
    Object.entries(content).map(([key, value]) => [key, TEXT_KEYS.has(key) ? withBreakableWords(value) : value]),
  ) as T;
}
