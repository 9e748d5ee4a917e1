import { Buffer } from 'node:buffer';

/**
 * The normaliser's output while it is made: UTF-16 units in a typed array,
 * each with the stretch of the answer it came from. Building the text a
 * unit at a time as a string (`text += character`) makes a chain of
 * 100 000 joined strings for a long answer in full-width letters; units in
 * an array become one string at the end, in one copy.
 *
 * A buffer may serve answer after answer (`clear`): arrays of a long
 * answer's size made anew for each are pages of fresh memory the system
 * maps and clears each time, which costs more than reading the answer.
 */
export class UnitBuffer {
  units: Uint16Array;
  start: Int32Array;
  end: Int32Array;
  length = 0;

  constructor(capacity: number) {
    this.units = new Uint16Array(capacity);
    this.start = new Int32Array(capacity);
    this.end = new Int32Array(capacity);
  }

  /** Empty, with room for `capacity` units; what the buffer held before is gone (origins handed out included). */
  clear(capacity: number): void {
    this.length = 0;
    if (this.units.length < capacity) {
      this.units = new Uint16Array(capacity);
      this.start = new Int32Array(capacity);
      this.end = new Int32Array(capacity);
    }
  }

  /** original[from, to) as it stands, each unit its own origin. */
  addPlain(original: string, from: number, to: number): void {
    this.reserve(to - from);
    const { units, start, end } = this;
    let length = this.length;
    for (let at = from; at < to; at += 1) {
      units[length] = original.charCodeAt(at);
      start[length] = at;
      end[length] = at + 1;
      length += 1;
    }
    this.length = length;
  }

  /** original[from, to) as it stands, one character: all its units from the whole of it (a surrogate pair). */
  addCharacter(original: string, from: number, to: number): void {
    this.reserve(to - from);
    for (let at = from; at < to; at += 1) {
      this.units[this.length] = original.charCodeAt(at);
      this.start[this.length] = from;
      this.end[this.length] = to;
      this.length += 1;
    }
  }

  /** The units of `normalised`, all from original[from, to) ("ﬁ" gives two). */
  add(normalised: string, from: number, to: number): void {
    this.reserve(normalised.length);
    for (let unit = 0; unit < normalised.length; unit += 1) {
      this.units[this.length] = normalised.charCodeAt(unit);
      this.start[this.length] = from;
      this.end[this.length] = to;
      this.length += 1;
    }
  }

  /** The units in use as a string. Uint16Array is little-endian wherever Node runs, as "utf16le" reads it. */
  toString(): string {
    if (this.length === 0) return '';
    return Buffer.from(this.units.buffer, this.units.byteOffset, this.length * 2).toString('utf16le');
  }

  /** isLowerAt (text-char-class) on the units. */
  isLowerAt(index: number): boolean {
    const unit = this.units[index]!;
    if (unit < 0x80) return unit >= 0x61 && unit <= 0x7a;
    const letter = String.fromCharCode(unit);
    return letter !== letter.toUpperCase();
  }

  /** isUpperAt (text-char-class) on the units. */
  isUpperAt(index: number): boolean {
    const unit = this.units[index]!;
    if (unit < 0x80) return unit >= 0x41 && unit <= 0x5a;
    const letter = String.fromCharCode(unit);
    return letter !== letter.toLowerCase();
  }

  /** Room for `count` more units: the arrays double when the text outgrows them. */
  private reserve(count: number): void {
    if (this.length + count <= this.units.length) return;
    const capacity = Math.max(this.units.length * 2, this.length + count);
    const units = new Uint16Array(capacity);
    const start = new Int32Array(capacity);
    const end = new Int32Array(capacity);
    units.set(this.units);
    start.set(this.start);
    end.set(this.end);
    this.units = units;
    this.start = start;
    this.end = end;
  }
}
