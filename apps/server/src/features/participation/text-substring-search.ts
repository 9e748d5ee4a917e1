/**
 * Finds any of many strings inside a text in one pass over the text
 * (Aho-Corasick): time grows with the text, not with the number of strings
 * or how the text repeats them, so a directory of thousands of names and an
 * answer made to fail slowly cost the same as ordinary ones.
 *
 * The trie lives in typed arrays (children as linked lists, the root's in a
 * table by UTF-16 unit): a directory of 20 000 people makes some 100 000
 * nodes, which objects or a Map per node would make slow to build.
 */
export interface SubstringSearch {
  /**
   * The stretches [start, end) of `text` covered by the strings, overlapping
   * or touching ones merged, in order.
   */
  cover(text: string): Array<[number, number]>;
}

const NONE = -1;

class Trie {
  size = 1;
  firstChild = new Int32Array(1024).fill(NONE);
  nextSibling = new Int32Array(1024).fill(NONE);
  unit = new Int32Array(1024);
  /** The node of the longest proper suffix that is in the trie. */
  fallback = new Int32Array(1024);
  /** The longest string ending at each node, its own or by its fallbacks; 0 for none. */
  longest = new Int32Array(1024);
  readonly rootChild = new Int32Array(0x10000).fill(NONE);

  child(node: number, unit: number): number {
    if (node === 0) return this.rootChild[unit]!;
    for (let child = this.firstChild[node]!; child !== NONE; child = this.nextSibling[child]!) {
      if (this.unit[child] === unit) return child;
    }
    return NONE;
  }

  addChild(node: number, unit: number): number {
    if (this.size === this.unit.length) this.grow();
    const child = this.size;
    this.size += 1;
    this.unit[child] = unit;
    this.nextSibling[child] = this.firstChild[node]!;
    this.firstChild[node] = child;
    if (node === 0) this.rootChild[unit] = child;
    return child;
  }

  private grow(): void {
    const larger = (array: Int32Array, fill: number) => {
      const next = new Int32Array(array.length * 2).fill(fill);
      next.set(array);
      return next;
    };
    this.firstChild = larger(this.firstChild, NONE);
    this.nextSibling = larger(this.nextSibling, NONE);
    this.unit = larger(this.unit, 0);
    this.fallback = larger(this.fallback, 0);
    this.longest = larger(this.longest, 0);
  }

  /** From `node`, the node after reading `unit`: its child, or else its fallbacks' (the root at worst). */
  step(node: number, unit: number): number {
    let current = node;
    for (;;) {
      const next = this.child(current, unit);
      if (next !== NONE) return next;
      if (current === 0) return 0;
      current = this.fallback[current]!;
    }
  }
}

export function createSubstringSearch(strings: Iterable<string>): SubstringSearch {
  const trie = new Trie();
  for (const string of strings) {
    let node = 0;
    for (let index = 0; index < string.length; index += 1) {
      const unit = string.charCodeAt(index);
      const next = trie.child(node, unit);
      node = next === NONE ? trie.addChild(node, unit) : next;
    }
    trie.longest[node] = Math.max(trie.longest[node]!, string.length);
  }
  // Breadth first, so a node's fallback (a shorter string) is finished before the node;
  // the root's children fall back to the root (0, as the arrays start).
  const queue = new Int32Array(trie.size);
  let tail = 0;
  for (let child = trie.firstChild[0]!; child !== NONE; child = trie.nextSibling[child]!) queue[tail++] = child;
  for (let head = 0; head < tail; head += 1) {
    const node = queue[head]!;
    for (let child = trie.firstChild[node]!; child !== NONE; child = trie.nextSibling[child]!) {
      const fallback = trie.step(trie.fallback[node]!, trie.unit[child]!);
      trie.fallback[child] = fallback;
      trie.longest[child] = Math.max(trie.longest[child]!, trie.longest[fallback]!);
      queue[tail++] = child;
    }
  }

  return {
    cover(text) {
      const stretches: Array<[number, number]> = [];
      let node = 0;
      for (let index = 0; index < text.length; index += 1) {
        node = trie.step(node, text.charCodeAt(index));
        const length = trie.longest[node]!;
        if (length === 0) continue;
        const start = index + 1 - length;
        const last = stretches.at(-1);
        if (last && start <= last[1]) last[1] = index + 1;
        else stretches.push([start, index + 1]);
      }
      return stretches;
    },
  };
}
