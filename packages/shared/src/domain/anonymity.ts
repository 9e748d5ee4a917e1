/** Fewest responses a group needs to be shown on its own, unless the company chose more. */
export const DEFAULT_ANONYMITY_THRESHOLD = 5;
/** No company may go below this: a group of one or two would name its people. */
export const MIN_ANONYMITY_THRESHOLD = 3;
export const OTHER_GROUP = 'Other';

export interface GroupCount {
  group: string;
  invited: number;
  responded: number;
}

export interface ShownGroup extends GroupCount {
  /** Rounded percent of invited who responded; null when the group's figures are withheld. */
  rate: number | null;
  /** The departments merged into "Other" (how many, not which). */
  merged: number;
}

/**
 * A breakdown by department as an organiser may see it: a group is shown on
 * its own only with at least `threshold` responses; smaller groups are merged
 * into "Other". "Other" shows its figures only when it reaches the threshold
 * itself; below, it is listed with its responses withheld (null rate,
 * responded 0), so a small group cannot be read off it either.
 */
export function applyAnonymityThreshold(groups: readonly GroupCount[], threshold: number): ShownGroup[] {
  const floor = Math.max(MIN_ANONYMITY_THRESHOLD, Math.floor(threshold));
  const shown: ShownGroup[] = [];
  const other = { invited: 0, responded: 0, merged: 0 };
  for (const group of groups) {
    if (group.responded >= floor && group.group !== OTHER_GROUP) {
      shown.push({ ...group, rate: percent(group.responded, group.invited), merged: 0 });
    } else {
      other.invited += group.invited;
      other.responded += group.responded;
      other.merged += 1;
    }
  }
  shown.sort((a, b) => a.group.localeCompare(b.group));
  if (other.merged > 0) {
    const visible = other.responded >= floor;
    shown.push({
      group: OTHER_GROUP,
      invited: other.invited,
      responded: visible ? other.responded : 0,
      rate: visible ? percent(other.responded, other.invited) : null,
      merged: other.merged,
    });
  }
  return shown;
}

function percent(part: number, whole: number): number {
  return whole > 0 ? Math.min(100, Math.round((part / whole) * 100)) : 0;
}
