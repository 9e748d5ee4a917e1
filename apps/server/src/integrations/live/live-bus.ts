/** A SWOT's responses changed: what organisers watching it (or their dashboard) are told. */
export interface ResponsesChanged {
  companyId: string;
  swotId: string;
  responseCount: number;
}

export type LiveListener = (event: ResponsesChanged) => void;

/** A later round of a SWOT took a ballot: what organisers watching that SWOT's rounds are told (a count, never a vote). */
export interface BallotsChanged {
  companyId: string;
  swotId: string;
  roundId: string;
  ballotCount: number;
}

export type BallotsListener = (event: BallotsChanged) => void;

/** A SWOT's link settings (shared link on or off, repeat answers) changed: what its cached copies must forget. */
export interface LinkSettingsChanged {
  swotId: string;
}

export type LinkSettingsListener = (event: LinkSettingsChanged) => void;

/**
 * Carries "responses changed" (and a round's "ballots changed") from the
 * process that committed them to every process holding an open event stream, and "link settings changed" to every
 * process taking answers. In-process on PGlite (one process by
 * construction); PostgreSQL LISTEN/NOTIFY across processes, on one listening
 * connection per process.
 */
export interface LiveBus {
  publish: (event: ResponsesChanged) => Promise<void>;
  /** Returns the function that stops listening. */
  subscribe: (listener: LiveListener) => () => void;
  /** Listeners currently subscribed to responses in this process (for tests and the bench). */
  listenerCount: () => number;
  publishBallots: (event: BallotsChanged) => Promise<void>;
  /** Returns the function that stops listening. */
  subscribeBallots: (listener: BallotsListener) => () => void;
  /**
   * Tells this process's link-settings listeners before it returns (so a
   * change counts at once where it was made), then every other process.
   */
  publishLinkSettings: (event: LinkSettingsChanged) => Promise<void>;
  /** Returns the function that stops listening. */
  subscribeLinkSettings: (listener: LinkSettingsListener) => () => void;
  close: () => Promise<void>;
}
