import { randomBytes, randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { gstinCheckCharacter } from '@foursight/shared/domain/gstin';

/**
 * Valid sample requests made from a route's own zod schemas, so the
 * route-table sweep can call a route added tomorrow without anyone writing
 * a request for it. Ids are asked of `idFor` (the sweep hands in another
 * company's ids); strings with a pattern take the first candidate that
 * matches. A schema this cannot satisfy (a refinement, an unusual pattern)
 * gets an entry in SAMPLE_OVERRIDES; the sweep fails loudly until it has one.
 */
export type IdFor = (fieldPath: string) => string;

/** Strings tried, in order, against a string schema whose checks the generator cannot read (patterns, refinements). */
const STRING_CANDIDATES = [
  () => `sweep.${randomUUID().slice(0, 8)}@example.test`, // e-mails
  () => `sweep-${randomUUID().slice(0, 8)}.example`, // domains
  () => new Date().toISOString().slice(0, 10), // dates
  () => '09:00', // times
  () => '#336699', // hex colours
  () => '217 91% 60%', // HSL triplets
  () => `sweep-${randomUUID().slice(0, 8)}`, // slugs
  () => '+91 98450 12345', // phone numbers
  () => '123456', // codes and digits
  () => randomUUID().replaceAll('-', ''), // tokens and keys
  () => randomBytes(32).toString('base64url'), // 256-bit link tokens (contract/password-reset.ts)
  () => `${randomUUID()}:strengths:0`, // a theme's statement keys (contract/themes.ts)
  () => 'Sample text',
  () => sampleGstin(), // GSTINs, with their check character (contract/auth.ts)
];

/** A GSTIN with a random PAN (unique across calls in practice, as tax numbers must be). */
function sampleGstin(): string {
  const bytes = randomBytes(10);
  const pan = Array.from(bytes, (byte, index) =>
    index < 5 || index === 9 ? String.fromCharCode(65 + (byte % 26)) : String(byte % 10),
  ).join('');
  const first14 = `29${pan}1Z`;
  return first14 + gstinCheckCharacter(first14);
}

/** What the samplers (here and largest-samples.ts) read of a zod schema's definition. */
export interface Def {
  type: string;
  format?: string;
  pattern?: RegExp;
  checks?: {
    _zod: {
      def: { check: string; minimum?: number; maximum?: number; value?: number; format?: string; pattern?: RegExp };
    };
  }[];
  innerType?: z.ZodType;
  in?: z.ZodType;
  element?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  options?: z.ZodType[];
  keyType?: z.ZodType;
  valueType?: z.ZodType;
  entries?: Record<string, string>;
  values?: unknown[];
  defaultValue?: unknown;
}

export function defOf(schema: z.ZodType): Def {
  return (schema as unknown as { _zod: { def: Def } })._zod.def;
}

/** A value the schema accepts, with optional fields filled unless `omitOptional`. */
export function sampleFromSchema(schema: z.ZodType, idFor: IdFor, path = '', omitOptional = false): unknown {
  const def = defOf(schema);
  switch (def.type) {
    case 'object': {
      const result: Record<string, unknown> = {};
      for (const [key, field] of Object.entries(def.shape ?? {})) {
        const fieldType = defOf(field).type;
        if (omitOptional && (fieldType === 'optional' || fieldType === 'default')) continue;
        const value = sampleFromSchema(field, idFor, path ? `${path}.${key}` : key, omitOptional);
        if (value !== undefined) result[key] = value;
      }
      return result;
    }
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return sampleFromSchema(def.innerType!, idFor, path, omitOptional);
    case 'pipe': {
      // The checks may sit after a transform (trim, then a refinement): try the candidates on the whole pipe.
      const value = sampleFromSchema(def.in!, idFor, path, omitOptional);
      if (typeof value !== 'string' || schema.safeParse(value).success) return value;
      return STRING_CANDIDATES.map((candidate) => candidate()).find((text) => schema.safeParse(text).success) ?? value;
    }
    case 'string':
      return sampleString(schema, def, idFor, path);
    case 'number':
    case 'int': {
      const minimum = def.checks?.map((check) => check._zod.def.value ?? check._zod.def.minimum).find(Number.isFinite);
      return Math.max(1, minimum ?? 1);
    }
    case 'boolean':
      return true;
    case 'enum':
      return Object.values(def.entries ?? {})[0];
    case 'literal':
      return def.values?.[0];
    case 'array': {
      const min = def.checks?.find((check) => check._zod.def.check === 'min_length')?._zod.def.minimum ?? 0;
      if (min === 0 && !/users|lists|ids/i.test(path)) return [];
      return [sampleFromSchema(def.element!, idFor, `${path}.0`, omitOptional)];
    }
    case 'union':
      return sampleFromSchema(def.options![0]!, idFor, path, omitOptional);
    case 'record':
      return {};
    default:
      return undefined;
  }
}

function sampleString(schema: z.ZodType, def: Def, idFor: IdFor, path: string): string {
  const formats = [def.format, ...(def.checks ?? []).map((check) => check._zod.def.format)];
  if (formats.includes('uuid') || formats.includes('guid')) return idFor(path);
  if (formats.includes('datetime')) return new Date().toISOString();
  if (formats.includes('url')) return 'https://example.test/';
  const min = def.checks?.find((check) => check._zod.def.check === 'min_length')?._zod.def.minimum ?? 0;
  const plain = `Sample ${path || 'text'}`;
  for (const candidate of [() => plain.padEnd(min, 'x'), ...STRING_CANDIDATES]) {
    const value = candidate();
    if (schema.safeParse(value).success) return value;
  }
  return plain;
}

/** A body the schema accepts: with every field first, then with the optional ones left out. */
export function validSample(
  schema: z.ZodType,
  idFor: IdFor,
): { ok: true; value: unknown } | { ok: false; error: string } {
  for (const omitOptional of [false, true]) {
    const value = sampleFromSchema(schema, idFor, '', omitOptional);
    const parsed = schema.safeParse(value);
    if (parsed.success) return { ok: true, value };
    if (omitOptional) return { ok: false, error: parsed.error.message };
  }
  return { ok: false, error: 'unreachable' };
}
