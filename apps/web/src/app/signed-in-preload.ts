import type { QueryClient } from '@tanstack/react-query';

/** What the sign-in form starts while it is shown: the signed-in code, and the reads of the screen it opens. */
export interface SignedInLoader {
  preload(path: string): Promise<void>;
  prefetch(queryClient: QueryClient, path: string): void;
}

// Given by lazy-screens.tsx when it loads (the router imports it first). The sign-in form reads it here, not
// from lazy-screens: the signed-in code lazy-screens loads contains the sign-in form, so importing it back
// would make a cycle.
let loader: SignedInLoader | null = null;

export function provideSignedInLoader(value: SignedInLoader): void {
  loader = value;
}

/** Fetches and runs the code a signed-in `path` needs; nothing before lazy-screens.tsx has loaded. */
export function preloadSignedIn(path: string): Promise<void> {
  return loader?.preload(path) ?? Promise.resolve();
}

/** Starts the reads of the signed-in screen at `path`. */
export function prefetchSignedIn(queryClient: QueryClient, path: string): void {
  loader?.prefetch(queryClient, path);
}
