import { metricById } from '@shelfsight/contracts';

/** The metric's name from the catalogue (ids are stable), or its id when the catalogue lacks it. */
export const metricName = (metricId: number): string => metricById(metricId)?.name ?? `Metric ${metricId}`;
