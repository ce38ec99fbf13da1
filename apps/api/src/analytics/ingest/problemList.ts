import { INGEST_LIMITS, type IngestProblem } from '@shelfsight/contracts';

/** Collects problems found while reading: every one is counted, the first ones are kept. */
export class ProblemList {
  readonly shown: IngestProblem[] = [];
  count = 0;

  add(problem: IngestProblem): void {
    this.count += 1;
    if (this.shown.length < INGEST_LIMITS.problemsShown) this.shown.push(problem);
  }
}
