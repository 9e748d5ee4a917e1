/**
 * How a report states its participation: against the people invited by
 * name, or, when nobody was (answers came through the shared link), the
 * spec's fixed 100% said as such rather than "3 of 0 invited".
 */
export function participationText(participation: number, responses: number, invited: number): string {
  if (invited > 0) return `${participation}% (${responses} of ${invited} invited)`;
  return responses > 0 ? `${participation}% (shared link, nobody invited by name)` : 'No responses yet';
}
