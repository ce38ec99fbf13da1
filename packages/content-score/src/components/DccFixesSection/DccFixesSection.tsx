import { useGetFilterItemsQuery } from '@shelfsight/api-client';
import { RetailerPicker, useRetailerChoices } from '@shelfsight/product-kit';
import { formatPrettyDate } from '@shelfsight/ui-kit';
import { Alert, Card, Flex, Segmented, Select, Typography } from 'antd';
import { useState } from 'react';
import { useGetDccFixesQuery } from '../../api/dccApi';
import { FixesTable } from '../FixesTable';

type Scope = 'Retailer' | 'Brand';

export const FIXES_TEXTS = {
  title: 'What to fix first',
  intro:
    'The components the pages fail, ranked by the score points fixing them would add in total, under the version the widgets show.',
  retailer: 'Retailer',
  brand: 'Brand',
  failed: 'The fixes could not be loaded.',
} as const;

/**
 * "What to fix first" of one retailer or one brand on the newest fact day: the scope and its picker (the first
 * retailer chosen at first, so the list shows at once), a line with the day and pages, then the ranked fixes.
 */
export function DccFixesSection() {
  const [scope, setScope] = useState<Scope>('Retailer');
  const [retailerId, setRetailerId] = useState<number | null>(null);
  const [brandId, setBrandId] = useState<number | null>(null);
  const retailers = useRetailerChoices();
  const brands = useGetFilterItemsQuery('brands', { skip: scope !== 'Brand' });
  const retailer = retailerId ?? retailers.data?.[0]?.id ?? null;
  const brand = brandId ?? brands.data?.[0]?.id ?? null;
  const chosen = scope === 'Retailer' ? retailer : brand;
  const fixes = useGetDccFixesQuery(scope === 'Retailer' ? { retailerId: chosen! } : { brandId: chosen! }, {
    skip: chosen === null,
  });
  const answer = fixes.currentData;
  const name =
    scope === 'Retailer'
      ? retailers.data?.find((item) => item.id === retailer)?.name
      : brands.data?.find((item) => item.id === brand)?.name;

  return (
    <Card size="small" title={FIXES_TEXTS.title} role="region" aria-label={FIXES_TEXTS.title}>
      <Flex vertical gap={12}>
        <Typography.Text type="secondary">{FIXES_TEXTS.intro}</Typography.Text>
        <Flex gap={12} wrap align="center">
          <Segmented<Scope> options={['Retailer', 'Brand']} value={scope} onChange={setScope} />
          {scope === 'Retailer' ? (
            <RetailerPicker<number>
              aria-label={FIXES_TEXTS.retailer}
              style={{ minWidth: 220 }}
              loading={retailers.isLoading}
              retailers={retailers.data ?? []}
              value={retailer ?? undefined}
              onChange={setRetailerId}
            />
          ) : (
            <Select<number>
              aria-label={FIXES_TEXTS.brand}
              showSearch={{ optionFilterProp: 'label' }}
              style={{ minWidth: 220 }}
              loading={brands.isLoading}
              options={(brands.data ?? []).map((item) => ({ value: item.id, label: item.name }))}
              value={brand ?? undefined}
              onChange={setBrandId}
            />
          )}
        </Flex>
        {fixes.isError && <Alert type="error" showIcon title={FIXES_TEXTS.failed} />}
        {answer && (
          <Typography.Text>
            {answer.date === null
              ? 'No product pages to score yet.'
              : `${name ?? ''} on ${formatPrettyDate(answer.date)}: ${answer.pageCount.toLocaleString('en-US')} pages.`}
          </Typography.Text>
        )}
        <FixesTable fixes={answer} loading={fixes.isFetching} />
      </Flex>
    </Card>
  );
}
