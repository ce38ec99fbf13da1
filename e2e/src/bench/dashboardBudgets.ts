// The dashboard bench's budgets, as ratios to the one-KPI floor measured in the same run: the same build measures
// up to twice as long on one machine of the kind as on another, so a budget in seconds says more about the machine
// than about the build. Both sides are p95s: the tails of a shared machine's noise land on both.

/** One dashboard's visits on one server: p50 / p95 of the time until every widget had drawn. */
export interface Measured {
  p50: number;
  p95: number;
}

export interface Budget {
  label: string;
  /** The budget's dashboard p95 may be at most this many times the floor's p95. */
  ratio: number;
}

export const BUDGETS = {
  twelve: { label: '12 widgets, view, answers kept', ratio: 1.5 },
  fifty: { label: '50 widgets, print layout, computed every time', ratio: 3 },
} as const satisfies Record<string, Budget>;

export interface Verdict extends Budget {
  p95: number;
  limit: number;
  /** The dashboard's p95 over the floor's p95. */
  times: number;
  pass: boolean;
}

export function judge(budget: Budget, measured: Measured, floor: Measured): Verdict {
  const limit = budget.ratio * floor.p95;
  return {
    ...budget,
    p95: measured.p95,
    limit,
    times: measured.p95 / floor.p95,
    pass: measured.p95 <= limit,
  };
}

export const verdictLine = (verdict: Verdict) =>
  `${verdict.pass ? 'PASS' : 'OVER'}  ${verdict.label}: p95 ${verdict.p95.toFixed(0)} ms = ` +
  `${verdict.times.toFixed(2)}× the floor's p95 (budget ≤ ${verdict.ratio}×, ${verdict.limit.toFixed(0)} ms)`;

const seconds = (value: number) => (value / 1000).toFixed(2);
/** "p50 / p95" in seconds, as the performance record writes dashboard figures. */
export const pair = (measured: Measured | undefined) =>
  measured ? `${seconds(measured.p50)} / ${seconds(measured.p95)} s` : 'n/a';
