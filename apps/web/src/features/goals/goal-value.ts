/** Units written before the number, as money is ("₹1,200", "$40"). */
const PREFIX_UNITS = new Set(['₹', '$', '€', '£']);

const number = (value: number) => value.toLocaleString('en-IN', { maximumFractionDigits: 2 });

/** One value of a goal with its unit: "33%", "₹1,200", "12 customers". */
export function formatGoalValue(value: number, unit: string): string {
  const trimmed = unit.trim();
  if (trimmed === '%') return `${number(value)}%`;
  if (PREFIX_UNITS.has(trimmed)) return `${trimmed}${number(value)}`;
  return trimmed ? `${number(value)} ${trimmed}` : number(value);
}

/**
 * Where a goal stands against its target. The spec's "current / target and
 * unit" reads well for counts and money ("12 / 40 customers", "₹3,000 /
 * ₹10,000"); for a percent goal "33 / 100 %" does not, so it says "33% of 100%".
 */
export function formatGoalAmount(current: number, target: number, unit: string): string {
  const trimmed = unit.trim();
  if (trimmed === '%') return `${formatGoalValue(current, '%')} of ${formatGoalValue(target, '%')}`;
  if (PREFIX_UNITS.has(trimmed)) return `${formatGoalValue(current, trimmed)} / ${formatGoalValue(target, trimmed)}`;
  return `${number(current)} / ${formatGoalValue(target, trimmed)}`;
}
