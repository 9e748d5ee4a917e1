import {
  generate,
  ident,
  List,
  parse,
  string as cssString,
  tokenTypes,
  type Atrule,
  type CssNode,
  type Declaration,
  type FeatureRange,
  type GenerateHandlers,
  type Rule,
} from 'css-tree';
import { CSS_FUNCTIONS, CSS_PROPERTIES } from './custom-css-allow-list.ts';

/**
 * The admin's custom CSS goes into a <style> element on every public page, so
 * it is parsed and rebuilt from an allow-list rather than pattern-matched:
 * escapes (`@\69mport`, `u\72l(`) and fetching functions (`image-set()`) get
 * past any regex, but not past a parser whose names are decoded before they
 * are compared. What is not understood is dropped, one declaration or rule at
 * a time, never the whole sheet.
 *
 * Invariants of the output: only style rules, @media and @supports; no url,
 * no function outside CSS_FUNCTIONS, no property outside CSS_PROPERTIES; and
 * no "<" at all, so it cannot close its <style> element.
 */

/** The contract refuses longer CSS already; this bounds the work for any other caller. */
export const MAX_CUSTOM_CSS_LENGTH = 20_000;
/** Deeper nesting (of blocks, selectors, conditions or values) is not hand-written CSS; it only costs stack. */
const MAX_DEPTH = 12;

export function cleanCustomCss(css: string): string {
  if (css.length > MAX_CUSTOM_CSS_LENGTH) return '';
  let sheet: CssNode;
  try {
    sheet = parse(css, { parseCustomProperty: true });
  } catch {
    return '';
  }
  if (sheet.type !== 'StyleSheet') return '';
  const cleaned = generateSafely({ type: 'StyleSheet', children: cleanBlockItems(sheet.children, false, 0) });
  // Unreachable by construction (see the checks below); fail closed if it ever is not.
  return cleaned.includes('<') ? '' : cleaned;
}

/** Items of a sheet or block. Declarations only count inside a style rule. */
function cleanBlockItems(items: List<CssNode>, inStyleRule: boolean, depth: number): List<CssNode> {
  const kept = new List<CssNode>();
  if (depth > MAX_DEPTH) return kept;
  for (const item of items) {
    const clean =
      item.type === 'Rule'
        ? cleanRule(item, depth)
        : item.type === 'Atrule'
          ? cleanConditionalAtrule(item, inStyleRule, depth)
          : item.type === 'Declaration' && inStyleRule
            ? cleanDeclaration(item)
            : null; // Raw (unparsable junk), comments, CDO/CDC
    if (clean) kept.push(clean);
  }
  return kept;
}

function cleanRule(rule: Rule, depth: number): Rule | null {
  if (rule.prelude.type !== 'SelectorList' || !isPlainSelector(rule.prelude, 0)) return null;
  // A selector can carry "<" only as an escaped name (`.a\<b`): no real page needs one.
  if (generateSafely(rule.prelude).includes('<')) return null;
  const children = cleanBlockItems(rule.block.children, true, depth + 1);
  if (children.isEmpty) return null;
  return { type: 'Rule', prelude: rule.prelude, block: { type: 'Block', children } };
}

function cleanConditionalAtrule(atrule: Atrule, inStyleRule: boolean, depth: number): Atrule | null {
  const name = ident.decode(atrule.name).toLowerCase();
  if ((name !== 'media' && name !== 'supports') || !atrule.block) return null;
  if (atrule.prelude?.type !== 'AtrulePrelude') return null; // absent, or Raw: unparsable
  const conditions = new List<CssNode>();
  for (const node of atrule.prelude.children) {
    const clean = name === 'media' ? cleanMediaCondition(node, 0) : cleanSupportsCondition(node, 0);
    if (!clean) return null; // a condition changed is a different condition: drop the block
    conditions.push(clean);
  }
  const prelude = { type: 'AtrulePrelude' as const, children: conditions };
  if (conditions.isEmpty || generateSafely(prelude).includes('<')) return null;
  const children = cleanBlockItems(atrule.block.children, inStyleRule, depth + 1);
  if (children.isEmpty) return null;
  return { type: 'Atrule', name, prelude, block: { type: 'Block', children } };
}

function cleanMediaCondition(node: CssNode, depth: number): CssNode | null {
  if (depth > MAX_DEPTH) return null;
  if (node.type === 'MediaQueryList' || node.type === 'Condition') {
    return mapChildren(node, (child) => cleanMediaCondition(child, depth + 1));
  }
  if (node.type === 'MediaQuery') {
    if (!node.condition) return node;
    const condition = cleanMediaCondition(node.condition, depth + 1);
    return condition?.type === 'Condition' ? { ...node, condition } : null;
  }
  if (node.type === 'Identifier') return cleanValueNode(node, depth);
  if (node.type === 'Feature') return !node.value || isPlainFeatureValue(node.value, depth) ? node : null;
  if (node.type === 'FeatureRange') return cleanFeatureRange(node, depth);
  return null; // GeneralEnclosed and anything newer
}

/** A media feature's value: a ratio (`16/9`) or a plain value part. */
function isPlainFeatureValue(node: CssNode, depth: number): boolean {
  if (node.type !== 'Ratio') return cleanValueNode(node, depth) !== null;
  return (
    cleanValueNode(node.left, depth) !== null && (node.right === null || cleanValueNode(node.right, depth) !== null)
  );
}

/**
 * `(width < 600px)` is rewritten `(600px > width)`: the same query with no "<"
 * in it. A three-part range has both comparisons pointing the same way, so
 * reading it backwards flips both.
 */
function cleanFeatureRange(range: FeatureRange, depth: number): FeatureRange | null {
  const parts = [range.left, range.middle, range.right];
  if (!parts.every((part) => part === null || isPlainFeatureValue(part, depth))) return null;
  const comparisons = [range.leftComparison, range.rightComparison];
  if (!comparisons.every((comparison) => comparison === null || /^(?:[<>]=?|=)$/.test(comparison))) return null;
  if (!comparisons.some((comparison) => comparison?.startsWith('<'))) return range;
  const flip = (comparison: string) => comparison.replace('<', '>');
  if (range.right === null || range.rightComparison === null) {
    return { ...range, left: range.middle, leftComparison: flip(range.leftComparison), middle: range.left };
  }
  return {
    ...range,
    left: range.right,
    leftComparison: flip(range.rightComparison),
    rightComparison: flip(range.leftComparison),
    right: range.left,
  };
}

function cleanSupportsCondition(node: CssNode, depth: number): CssNode | null {
  if (depth > MAX_DEPTH) return null;
  if (node.type === 'Condition') return mapChildren(node, (child) => cleanSupportsCondition(child, depth + 1));
  if (node.type === 'Identifier') return /^(?:and|or|not)$/i.test(ident.decode(node.name)) ? node : null;
  if (node.type === 'SupportsDeclaration') {
    const declaration = cleanDeclaration(node.declaration);
    return declaration ? { ...node, declaration } : null;
  }
  if (node.type === 'FeatureFunction') {
    return node.feature.toLowerCase() === 'selector' && isPlainSelector(node.value, depth) ? node : null;
  }
  return null; // GeneralEnclosed and anything newer
}

/** Selectors cannot fetch anything; what is checked is that the parser understood all of it. */
function isPlainSelector(node: CssNode, depth: number): boolean {
  if (depth > MAX_DEPTH) return false;
  const isPlainChild = (child: CssNode) => isPlainSelector(child, depth + 1);
  if (node.type === 'SelectorList' || node.type === 'Selector') return node.children.toArray().every(isPlainChild);
  if (node.type === 'PseudoClassSelector' || node.type === 'PseudoElementSelector') {
    return node.children === null || node.children.toArray().every(isPlainChild);
  }
  if (node.type === 'Nth') return node.selector === null || isPlainChild(node.selector);
  if (node.type === 'AttributeSelector') return node.flags === null || /^[is]$/i.test(node.flags);
  if (node.type === 'Combinator') return ['>', '+', '~', ' '].includes(node.name);
  // Anything else, such as Raw for a pseudo-class the parser could not read, is refused.
  return ['TypeSelector', 'ClassSelector', 'IdSelector', 'NestingSelector', 'Identifier'].includes(node.type);
}

function cleanDeclaration(declaration: Declaration): Declaration | null {
  if (declaration.value.type !== 'Value') return null; // Raw: unparsable value
  const important = declaration.important === true || /^important$/i.test(String(declaration.important));
  if (declaration.important !== false && !important) return null; // `!ie` and similar hacks
  const name = ident.decode(declaration.property);
  const property = name.startsWith('--') ? name : name.toLowerCase();
  const isCustom = /^--[A-Za-z0-9_-]+$/.test(property);
  if (!isCustom && !CSS_PROPERTIES.has(property)) return null;
  const parts = declaration.value.children.toArray();
  if (parts.length === 0 || !fitsProperty(property, parts)) return null;
  const children = new List<CssNode>();
  for (const part of parts) {
    const clean = cleanValueNode(part, 0);
    if (!clean) return null;
    children.push(clean);
  }
  return { type: 'Declaration', important, property, value: { type: 'Value', children } };
}

/** Two allowed properties take more than plain values elsewhere: keep only their harmless forms. */
function fitsProperty(property: string, parts: CssNode[]): boolean {
  if (property === 'content') {
    return parts.every((part) => part.type === 'String' || part.type === 'WhiteSpace');
  }
  if (property === 'cursor') {
    return parts.every((part) => part.type === 'Identifier' || (part.type === 'Operator' && part.value === ','));
  }
  return true;
}

/**
 * A value part rebuilt from its decoded form, or null to drop the declaration.
 * Names are emitted decoded, so no escape reaches the page.
 */
function cleanValueNode(node: CssNode, depth: number): CssNode | null {
  if (depth > MAX_DEPTH) return null;
  if (node.type === 'Identifier') {
    const name = ident.decode(node.name);
    const isPlain = /^-{0,2}[A-Za-z_][A-Za-z0-9_-]*$/.test(name) && !/expression|javascript/i.test(name);
    return isPlain ? { type: 'Identifier', name } : null;
  }
  if (node.type === 'Number' || node.type === 'Percentage') {
    return isPlainNumber(node.value) ? { type: node.type, value: node.value } : null;
  }
  if (node.type === 'Dimension') {
    const unit = ident.decode(node.unit);
    return isPlainNumber(node.value) && /^[A-Za-z]+$/.test(unit)
      ? { type: 'Dimension', value: node.value, unit }
      : null;
  }
  if (node.type === 'Hash') {
    const colour = ident.decode(node.value);
    return /^(?:[0-9A-Fa-f]{3,4}|[0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})$/.test(colour) ? { type: 'Hash', value: colour } : null;
  }
  // Quoted again, with "<" escaped, by generateSafely.
  if (node.type === 'String') return { type: 'String', value: node.value };
  if (node.type === 'Operator') {
    return /^\s*[,/+*-]\s*$/.test(node.value) ? { type: 'Operator', value: node.value } : null;
  }
  if (node.type === 'WhiteSpace') return { type: 'WhiteSpace', value: ' ' };
  if (node.type === 'Function') {
    const name = CSS_FUNCTIONS.get(ident.decode(node.name).toLowerCase());
    return name ? mapChildren({ ...node, name }, (child) => cleanValueNode(child, depth + 1)) : null;
  }
  // Value is the fallback of var().
  if (node.type === 'Parentheses' || node.type === 'Brackets' || node.type === 'Value') {
    return mapChildren(node, (child) => cleanValueNode(child, depth + 1));
  }
  return null; // Url, Raw, UnicodeRange and anything else
}

function isPlainNumber(value: string): boolean {
  return /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?$/i.test(value);
}

/** The node with every child cleaned, or null when any child is refused. */
function mapChildren<T extends CssNode & { children: List<CssNode> }>(
  node: T,
  clean: (child: CssNode) => CssNode | null,
): T | null {
  const children = new List<CssNode>();
  for (const child of node.children) {
    const cleaned = clean(child);
    if (!cleaned) return null;
    children.push(cleaned);
  }
  return { ...node, children };
}

/**
 * css-tree's generator quotes strings but leaves "<" and ">" in them as they
 * are; inside a <style> element "</style>" in a string still ends the element.
 * Escaping them as CSS hex escapes keeps the string's meaning.
 */
function generateSafely(node: CssNode): string {
  return generate(node, {
    decorator: (handlers: GenerateHandlers): GenerateHandlers => ({
      ...handlers,
      node(child) {
        if (child.type === 'String') {
          const quoted = cssString.encode(child.value).replace(/</g, '\\3c ').replace(/>/g, '\\3e ');
          handlers.token(tokenTypes.String, quoted);
        } else {
          handlers.node(child);
        }
      },
    }),
  });
}
