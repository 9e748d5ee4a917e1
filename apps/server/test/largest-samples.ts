import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { defOf, sampleFromSchema, type Def, type IdFor } from './route-samples.ts';

/**
 * The largest request a route's own zod schemas accept, in hostile shapes,
 * for the event-loop sweep: every string as long as its schema allows (or
 * as the body limit leaves room for), every array as long as allowed, in
 * one of the shapes text patterns and layout engines are slow on. A value
 * the schema cannot take in a shape (an e-mail, a colour) falls back to a
 * valid sample; an id is the one `idFor` names for its field (a SWOT's id
 * for `swotId`), and the rest of a list of ids are fresh random UUIDs, so
 * long lists of ids are lists of unknown ids.
 */
export const HOSTILE_SHAPES = {
  /** One word without a space: layout of over-long words, patterns over letter runs. */
  letters: 'Abcdefghij',
  /** Every Unicode plane: Latin, Devanagari with its marks, CJK, emoji, plane 2, tag and private-use characters. */
  planes: 'aé\u0915\u093F\u4E2D\u{1F600}\u{20000}\u{E0041}\u{10FFFD}\u200B',
  /** Digits and spaces: the runs phone-number patterns backtrack on. */
  digits: '9 ',
  /** Dots and hyphens with letters: what e-mail and name patterns walk through. */
  punctuation: 'a.-',
} as const;
export type HostileShape = keyof typeof HOSTILE_SHAPES;

const checkOf = (def: Def, name: string) => def.checks?.map((check) => check._zod.def).find((c) => c.check === name);
const jsonBytes = (value: unknown) => Buffer.byteLength(JSON.stringify(value) ?? '');

/** The pattern repeated to at most `units` UTF-16 code units, never ending inside a surrogate pair. */
export function fill(pattern: string, units: number): string {
  if (units <= 0) return '';
  const text = pattern.repeat(Math.ceil(units / pattern.length)).slice(0, units);
  // A pair cut in half would be an unpaired surrogate, which every route refuses before anything else.
  return /[\uD800-\uDBFF]$/.test(text) ? text.slice(0, -1) : text;
}

const validOf = (schema: z.ZodType) => sampleFromSchema(schema, () => randomUUID());

interface Context {
  shape: HostileShape;
  idFor: IdFor;
}

function largestString(schema: z.ZodType, def: Def, context: Context, budget: number, path: string): unknown {
  const formats = [def.format, ...(def.checks ?? []).map((check) => check._zod.def.format)].filter(Boolean);
  if (formats.includes('uuid') || formats.includes('guid')) return context.idFor(path);
  if (formats.length > 0 && !formats.every((format) => format === 'regex')) return validOf(schema);
  // Four bytes a code unit at worst (JSON escapes), so the body stays inside its budget.
  const units = Math.min(checkOf(def, 'max_length')?.maximum ?? Infinity, Math.floor(budget / 4));
  for (const pattern of [HOSTILE_SHAPES[context.shape], 'x']) {
    const text = fill(pattern, units);
    if (schema.safeParse(text).success) return text;
  }
  return validOf(schema);
}

function largestArray(def: Def, context: Context, budget: number, path: string): unknown[] {
  const element = def.element!;
  const max = checkOf(def, 'max_length')?.maximum ?? Infinity;
  const min = checkOf(def, 'min_length')?.minimum ?? 0;
  const first = largestOf(element, context, budget / Math.max(1, Math.min(max, 64)), `${path}.0`);
  const count = Math.max(min, Math.min(max, 200_000, Math.floor(budget / Math.max(2, jsonBytes(first) + 1))));
  const freshIds = typeof first === 'string' && /^[0-9a-f-]{36}$/.test(first);
  return Array.from({ length: count }, (_, index) => (index === 0 || !freshIds ? first : randomUUID()));
}

/** The largest value of `schema` in the context's shape whose JSON stays near `budget` bytes. */
function largestOf(schema: z.ZodType, context: Context, budget: number, path: string): unknown {
  const def = defOf(schema);
  switch (def.type) {
    case 'object': {
      const fields = Object.entries(def.shape ?? {});
      return Object.fromEntries(
        fields.map(([key, field]) => [
          key,
          largestOf(field, context, budget / Math.max(1, fields.length), path ? `${path}.${key}` : key),
        ]),
      );
    }
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return largestOf(def.innerType!, context, budget, path);
    case 'pipe': {
      const value = largestOf(def.in!, context, budget, path);
      return schema.safeParse(value).success ? value : validOf(schema);
    }
    case 'string':
      return largestString(schema, def, context, budget, path);
    case 'number':
    case 'int':
      return checkOf(def, 'less_than')?.value ?? 2 ** 31 - 1;
    case 'array':
      return largestArray(def, context, budget, path);
    case 'record': {
      const value = largestOf(def.valueType!, context, Math.min(budget, 4096), path);
      const count = Math.min(10_000, Math.floor(budget / (jsonBytes(value) + 12)));
      return Object.fromEntries(Array.from({ length: count }, (_, index) => [`k${index}`, value]));
    }
    case 'union':
      return largestOf(def.options![0]!, context, budget, path);
    default:
      return validOf(schema);
  }
}

/** A body for the route: the largest in this shape that fits under its body limit. */
export function largestBody(
  schema: z.ZodType,
  bodyLimit: number,
  shape: HostileShape,
  idFor: IdFor = () => randomUUID(),
): unknown {
  const room = bodyLimit - 4096;
  let budget = room;
  for (let attempt = 0; attempt < 12; attempt += 1) {
    const body = largestOf(schema, { shape, idFor }, budget, '');
    const size = jsonBytes(body);
    if (size <= room) return body;
    budget = Math.floor((budget * room * 0.9) / size);
  }
  throw new Error('No body of this schema fits its limit');
}

/** A query string of the largest values the route's query schema takes in this shape (URLs stay near 8 KB). */
export function largestQuery(schema: z.ZodType | undefined, shape: HostileShape): string {
  const keys = Object.keys(defOf(schema ?? ({ _zod: { def: { type: 'never' } } } as never)).shape ?? {});
  if (!schema || keys.length === 0) return '';
  const value = largestOf(schema, { shape, idFor: () => randomUUID() }, 6000, '') as Record<string, unknown>;
  const params = new URLSearchParams();
  for (const [key, item] of Object.entries(value)) {
    if (item !== undefined) params.set(key, typeof item === 'string' ? item : JSON.stringify(item));
  }
  return `?${params.toString()}`;
}
