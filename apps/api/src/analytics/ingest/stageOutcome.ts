import type { IngestProblem } from '@shelfsight/contracts';

/** What staging a file gave: rows staged, or problems that reject the file before any value check. */
export interface StageOutcome {
  rows: number;
  problems: IngestProblem[];
  problemCount: number;
  /** The API columns the file has (NDJSON: all of them); absent when staging failed. */
  present?: ReadonlySet<string>;
}
