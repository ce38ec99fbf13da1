import { useGetDataRetentionQuery } from '@shelfsight/api-client';
import { todayInZone } from '@shelfsight/contracts';
import { useMemo } from 'react';
import type { PeriodContext } from './previewPeriod';

/** Today in the browser and the customer's retention (the default 3 months until it has loaded). */
export function usePeriodContext(): PeriodContext {
  const retention = useGetDataRetentionQuery();
  const retentionMonths = retention.data?.months;
  const today = todayInZone();
  return useMemo(() => ({ today, retentionMonths }), [today, retentionMonths]);
}
