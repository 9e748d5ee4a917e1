/**
 * The statistics of a Delphi-style second round of a SWOT: participants rate each theme's importance
 * 1 to 9 (or skip it), may rate impact and effort 1 to 9, and may pick their top k themes of each
 * quadrant in order. Pure functions, no dependencies: the numbers a facilitator reports have to be
 * reproducible by hand, so each one follows a named, published definition.
 */

export type ConsensusLabel = 'agreed_important' | 'agreed_unimportant' | 'contested';

export interface RatingSummary {
  count: number;
  median: number | null;
  q1: number | null;
  q3: number | null;
  iqr: number | null;
  shareHigh: number | null;
  shareLow: number | null;
  consensus: ConsensusLabel | null;
}

export interface Concordance {
  raters: number;
  items: number;
  w: number;
  chiSquare: number;
  degreesOfFreedom: number;
  pValue: number;
}

/**
 * The consensus rule of the COMET handbook for core outcome set Delphi studies (Williamson et al.,
 * "The COMET Handbook: version 1.0", Trials 2017): a theme is agreed important when at least 70% rate
 * it 7–9 and at most 15% rate it 1–3, agreed unimportant in the mirror case, contested otherwise.
 * Note: the handbook words the second condition as "fewer than 15%"; we apply "at most 15%" as specified
 * for this product. The thresholds are whole percentages so the rule can be checked in integers.
 */
const AGREED_PERCENT = 70;
const DISSENT_PERCENT = 15;
/** Shares are compared in parts per million: fine enough for any real panel, coarse enough to absorb float noise. */
const PARTS = 1_000_000;

/**
 * Median, quartiles, IQR and the shares of high (7–9) and low (1–3) ratings of one theme, with its
 * consensus label. The median and IQR are what Delphi reports feed back to panellists between rounds;
 * the shares drive the COMET rule. With no ratings there is nothing to summarise, so every field but
 * count is null rather than a misleading 0.
 * @param ratings integers 1..9; skips are simply absent. Anything else throws, since it means a bug upstream.
 */
export function summariseRatings(ratings: readonly number[]): RatingSummary {
  const histogram = new Array<number>(RATING_SLOTS).fill(0);
  for (const rating of ratings) {
    assertRating(rating);
    histogram[rating]! += 1;
  }
  return summariseHistogram(histogram);
}

/** Slots of a ratings histogram: index 1 to 9 hold how many gave that rating (index 0 is unused). */
export const RATING_SLOTS = 10;

/**
 * The same summary from a histogram of the ratings (`histogram[r]` people rated r, r = 1..9): what
 * the database counts, so a round of thousands of ballots is summarised in a few steps. The quartiles
 * are the same type 7 quantiles, read from the cumulative counts instead of a sorted copy.
 */
export function summariseHistogram(histogram: readonly number[]): RatingSummary {
  let count = 0;
  for (let rating = 1; rating < RATING_SLOTS; rating += 1) {
    const n = histogram[rating] ?? 0;
    if (!Number.isInteger(n) || n < 0) throw new RangeError(`A count must be a whole number, got ${n}.`);
    count += n;
  }
  if (count === 0) {
    return { count, median: null, q1: null, q3: null, iqr: null, shareHigh: null, shareLow: null, consensus: null };
  }
  const sorted = histogramValues(histogram, count);
  const q1 = quantile(sorted, 0.25);
  const q3 = quantile(sorted, 0.75);
  const high = (histogram[7] ?? 0) + (histogram[8] ?? 0) + (histogram[9] ?? 0);
  const low = (histogram[1] ?? 0) + (histogram[2] ?? 0) + (histogram[3] ?? 0);
  return {
    count,
    median: quantile(sorted, 0.5),
    q1,
    q3,
    iqr: q3 - q1,
    shareHigh: high / count,
    shareLow: low / count,
    consensus: consensusOfCounts(high, low, count),
  };
}

/** The ascending ratings a histogram stands for, as an indexable view (no array of `count` values is made). */
function histogramValues(histogram: readonly number[], count: number): SortedValues {
  return {
    length: count,
    at(index: number) {
      let seen = 0;
      for (let rating = 1; rating < RATING_SLOTS; rating += 1) {
        seen += histogram[rating] ?? 0;
        if (index < seen) return rating;
      }
      return undefined;
    },
  };
}

/** Fails loudly on a rating outside 1..9: a silent 0 or 10 would skew every statistic downstream. */
function assertRating(rating: number): void {
  if (!Number.isInteger(rating) || rating < 1 || rating > 9) {
    throw new RangeError(`A rating must be an integer from 1 to 9, got ${rating}.`);
  }
}

/**
 * The p-quantile of an ascending array by linear interpolation between closest ranks (Hyndman & Fan
 * type 7, R's default, Excel's QUARTILE.INC): h = (n-1)p, value = x[⌊h⌋] + (h-⌊h⌋)(x[⌊h⌋+1] - x[⌊h⌋]).
 * Chosen because it is the definition a facilitator's spreadsheet will reproduce.
 * @param sorted ascending, non-empty; not checked for order (sorting is the caller's, once).
 * @param p 0..1.
 */
export function quantile(sorted: SortedValues, p: number): number {
  if (sorted.length === 0) throw new RangeError('The quantile of no values is undefined.');
  if (!(p >= 0 && p <= 1)) throw new RangeError(`A quantile's p must be from 0 to 1, got ${p}.`);
  const h = (sorted.length - 1) * p;
  const below = Math.floor(h);
  const lower = valueAt(sorted, below);
  const fraction = h - below;
  // At p = 1 (or an exact rank) there is no upper neighbour to interpolate towards.
  return fraction === 0 ? lower : lower + fraction * (valueAt(sorted, below + 1) - lower);
}

/** Ascending values read by index: an array, or a histogram's view of one. */
interface SortedValues {
  readonly length: number;
  at(index: number): number | undefined;
}

function valueAt(values: SortedValues, index: number): number {
  const value = index >= 0 ? values.at(index) : undefined;
  if (value === undefined) throw new RangeError(`No value at index ${index}.`);
  return value;
}

/**
 * The COMET consensus label from the shares (0..1) of high and low ratings. The shares are turned into
 * whole parts per million before comparing, so a share that float arithmetic left at 0.6999999999999999
 * still counts as 70%.
 */
export function consensusOf(shareHigh: number, shareLow: number): ConsensusLabel {
  return consensusOfCounts(Math.round(shareHigh * PARTS), Math.round(shareLow * PARTS), PARTS);
}

/**
 * The COMET rule on counts, compared as integers (high·100 ≥ 70·count) so that 7 of 10 is exactly 70%:
 * the boundary is where a panel's verdict flips, so it must not depend on float rounding.
 */
function consensusOfCounts(high: number, low: number, count: number): ConsensusLabel {
  const atLeast = (part: number, percent: number) => part * 100 >= percent * count;
  const atMost = (part: number, percent: number) => part * 100 <= percent * count;
  if (atLeast(high, AGREED_PERCENT) && atMost(low, DISSENT_PERCENT)) return 'agreed_important';
  if (atLeast(low, AGREED_PERCENT) && atMost(high, DISSENT_PERCENT)) return 'agreed_unimportant';
  return 'contested';
}

/**
 * Kendall's coefficient of concordance W over top-k picks: how far the panel agrees on an order, 0 (none)
 * to 1 (all the same). Each ranking lists up to k item ids, best first, chosen from `items`. Within one
 * ranking the listed items get ranks 1..j; the items not listed share the average of the remaining ranks
 * (j+1 .. n), a tie group whose correction t³ - t enters the denominator:
 * W = 12 S / (m² (n³ - n) - m Σ T_j), S = Σ over items of (R_i - mean R)², R_i the sum of an item's ranks.
 * chi-square = m (n - 1) W with n - 1 degrees of freedom; pValue = its upper tail, the chance of so much
 * agreement among raters who ranked at random.
 *
 * Ids not in `items`, and repeats, are ignored (first occurrence wins). A ranking left with no ids says
 * nothing about order (the participant skipped the optional pick), so it is not counted as a rater.
 * Returns null when fewer than 2 raters or fewer than 2 items, or when the denominator is 0.
 */
export function kendallW(items: readonly string[], rankings: readonly (readonly string[])[]): Concordance | null {
  const universe = [...new Set(items)];
  const n = universe.length;
  const picks = rankings.map((ranking) => cleanRanking(ranking, universe)).filter((ranking) => ranking.length > 0);
  const m = picks.length;
  if (m < 2 || n < 2) return null;

  const rankSums = new Map(universe.map((item) => [item, 0]));
  let tieCorrection = 0;
  for (const ranking of picks) {
    const rest = n - ranking.length;
    const sharedRank = (ranking.length + 1 + n) / 2; // the mean of ranks j+1 .. n
    for (const item of universe) {
      const position = ranking.indexOf(item);
      rankSums.set(item, (rankSums.get(item) ?? 0) + (position >= 0 ? position + 1 : sharedRank));
    }
    tieCorrection += rest ** 3 - rest;
  }
  return concordanceOf(n, m, [...rankSums.values()], tieCorrection);
}

/**
 * Kendall's W from its sums: n items, m raters, each item's rank sum R_i and the raters' summed tie
 * corrections Σ T_j (see kendallW). What the database can count without handing over each ranking:
 * for top-k picks, how many put an item at each place, and how many rankings have each length.
 */
export function concordanceOf(
  n: number,
  m: number,
  rankSums: readonly number[],
  tieCorrection: number,
): Concordance | null {
  if (m < 2 || n < 2) return null;
  const denominator = m * m * (n ** 3 - n) - m * tieCorrection;
  if (denominator <= 0) return null;
  const meanRankSum = (m * (n + 1)) / 2;
  const s = rankSums.reduce((sum, rankSum) => sum + (rankSum - meanRankSum) ** 2, 0);
  const w = (12 * s) / denominator;
  const chiSquare = m * (n - 1) * w;
  const degreesOfFreedom = n - 1;
  return {
    raters: m,
    items: n,
    w,
    chiSquare,
    degreesOfFreedom,
    pValue: chiSquareUpperTail(chiSquare, degreesOfFreedom),
  };
}

/** One ranking reduced to known ids, each once, in the order first given. */
function cleanRanking(ranking: readonly string[], universe: readonly string[]): string[] {
  return [...new Set(ranking)].filter((id) => universe.includes(id));
}

/**
 * P(X ≥ x) for X chi-square with the given degrees of freedom: the regularised upper incomplete gamma
 * Q(df/2, x/2). Written here rather than pulled in as a dependency; it is a few lines of Numerical
 * Recipes (series below a+1, Lentz's continued fraction above, where each converges fast).
 */
export function chiSquareUpperTail(x: number, degreesOfFreedom: number): number {
  if (!(degreesOfFreedom > 0)) throw new RangeError(`Degrees of freedom must be positive, got ${degreesOfFreedom}.`);
  if (Number.isNaN(x)) throw new RangeError('The chi-square statistic is NaN.');
  if (x <= 0) return 1;
  const a = degreesOfFreedom / 2;
  const half = x / 2;
  return half < a + 1 ? 1 - lowerGammaSeries(a, half) : upperGammaFraction(a, half);
}

const EPSILON = 1e-15;
const MAX_ITERATIONS = 1000;
/** Stands in for zero in Lentz's method, whose divisions must never be by 0. */
const TINY = 1e-300;

/** P(a, x) by its power series; converges quickly for x < a + 1. */
function lowerGammaSeries(a: number, x: number): number {
  let term = 1 / a;
  let sum = term;
  for (let k = 1; k < MAX_ITERATIONS && Math.abs(term) > Math.abs(sum) * EPSILON; k++) {
    term *= x / (a + k);
    sum += term;
  }
  return sum * Math.exp(-x + a * Math.log(x) - logGamma(a));
}

/** Q(a, x) by its continued fraction, evaluated with the modified Lentz method; for x ≥ a + 1. */
function upperGammaFraction(a: number, x: number): number {
  let b = x + 1 - a;
  let c = 1 / TINY;
  let d = 1 / b;
  let fraction = d;
  for (let i = 1; i < MAX_ITERATIONS; i++) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < TINY) d = TINY;
    c = b + an / c;
    if (Math.abs(c) < TINY) c = TINY;
    d = 1 / d;
    const delta = d * c;
    fraction *= delta;
    if (Math.abs(delta - 1) < EPSILON) break;
  }
  return Math.exp(-x + a * Math.log(x) - logGamma(a)) * fraction;
}

/** Lanczos coefficients for g = 7, n = 9: about 15 significant digits over the positive reals. */
const LANCZOS_G = 7;
const LANCZOS = [
  0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059,
  12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
];

/** ln Γ(z) for z > 0 by the Lanczos approximation, with the reflection formula below 1/2. */
function logGamma(z: number): number {
  if (z < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * z)) - logGamma(1 - z);
  const shifted = z - 1;
  let series = LANCZOS[0] ?? 0;
  for (let i = 1; i < LANCZOS.length; i++) series += (LANCZOS[i] ?? 0) / (shifted + i);
  const t = shifted + LANCZOS_G + 0.5;
  return 0.5 * Math.log(2 * Math.PI) + (shifted + 0.5) * Math.log(t) - t + Math.log(series);
}
