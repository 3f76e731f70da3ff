export interface InboxQueryContext {
  /** Trial (free-play) accounts skip the message calls (§6). */
  readonly isTrial: boolean;
}
