import { skipToken } from '@reduxjs/toolkit/query';
import { productDetailsMessages, type SlotProps } from '@shelfsight/contracts';
import { DelayedSpin } from '@shelfsight/ui-kit';
import { Alert } from 'antd';
import { useState } from 'react';
import { useGetProductDetailsQuery, useGetProductTrendQuery } from '../../../api/productDetailsApi';
import { productDetailsArgsOf } from '../../../details/detailsTable';
import { trendMetrics } from './trendMetrics';
import { TrendsView, type TrendPeriod } from './TrendsView';

const [firstMetric] = trendMetrics as [(typeof trendMetrics)[number]];

/**
 * The Trends tab as the dialog mounts it, which it does only once the tab is chosen: its chart loads then. The
 * details (the dialog's own call, answered from the cache) give the default period and the retention bounds.
 */
export default function TrendsTab(context: SlotProps['productDetails.tabs']) {
  const args = productDetailsArgsOf(context);
  const productId = args.productId;
  const details = useGetProductDetailsQuery(args);
  const [metric, setMetric] = useState(firstMetric);
  const [chosenPeriod, setChosenPeriod] = useState<TrendPeriod | null>(null);
  const period =
    chosenPeriod ?? (details.data ? { dateFrom: details.data.dateFrom, dateTo: details.data.dateTo } : null);
  const trend = useGetProductTrendQuery(
    period ? { productId, metric: metric.metric, dimension: metric.dimension, ...period } : skipToken,
  );

  if (details.isError) return <Alert type="error" showIcon title="The product details could not be loaded." />;
  if (!details.data || !period) return <DelayedSpin />;
  if (!details.data.infoAvailable) return <Alert type="info" showIcon title={productDetailsMessages.unavailable} />;
  return (
    <TrendsView
      metric={metric}
      onMetricChange={setMetric}
      period={period}
      onPeriodChange={setChosenPeriod}
      retention={details.data.retention}
      answer={trend.isFetching ? undefined : trend.data}
      loading={trend.isFetching}
      failed={trend.isError}
    />
  );
}
