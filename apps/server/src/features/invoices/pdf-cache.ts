/**
 * PDFs already made, by invoice id and status: laying one out takes about
 * 120 ms of the process's only thread, and an issued invoice never changes
 * (only its status may), so downloading the same invoice again costs a
 * lookup. Bounded, least recently used out first. One per app, made by the
 * invoices plugin and passed in, so tests and processes never share one.
 */
export interface PdfCache {
  get(key: string, make: () => Promise<Buffer>): Promise<Buffer>;
}

export function createPdfCache(size = 64): PdfCache {
  const entries = new Map<string, Buffer>();
  return {
    async get(key, make) {
      const cached = entries.get(key);
      if (cached) {
        entries.delete(key);
        entries.set(key, cached);
        return cached;
      }
      const made = await make();
      entries.set(key, made);
      if (entries.size > size) entries.delete(entries.keys().next().value!);
      return made;
    },
  };
}
