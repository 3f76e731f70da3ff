/** A range of calendar days, each end yyyy-MM-dd, both included. */
export interface RecordRangeValue {
  readonly start: string;
  readonly end: string;
}

/** What the record pages show amounts and times with. */
export interface RecordFormat {
  /** The server's currency symbol, shown as given (§1). */
  readonly currencySymbol: string;
  /** The clock the days and times are read on, minutes ahead of UTC. */
  readonly offsetMinutes: number;
  /** The instant "today" is counted from (epoch ms): injected, so the presets are testable. */
  readonly now: number;
}
