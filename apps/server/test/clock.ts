/** A clock a test can move, passed to the app as deps.now. */
export function createClock(start = new Date()) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (ms: number) => {
      current += ms;
    },
    set: (instant: Date | string) => {
      current = new Date(instant).getTime();
    },
  };
}
