import { selectActiveCustomerId, selectScopes, useAppSelector } from '@shelfsight/api-client';
import { Alert, Card, Flex, Select, Tabs, Typography } from 'antd';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  useGetRetailerKeywordsQuery,
  useGetRetailerPagesQuery,
  useGetTrackingRetailersQuery,
} from '../api/visibilityTrackingApi';
import { KeywordsPanel } from '../tracking/KeywordsPanel';
import { PagesPanel } from '../tracking/PagesPanel';

/** The whole number of `?id=`, or null when it is missing or not one. */
export function retailerIdOf(value: string | null): number | null {
  return value !== null && /^\d+$/.test(value) ? Number(value) : null;
}

/**
 * /visibility-tracking/?id=<retailer>: the search keywords, category pages and other pages tracked at one retailer
 * of the customer, within its allowance. Every member reads them; administrators, product managers and system admins
 * change them, as the API allows.
 */
export function VisibilityTrackingPage() {
  const scopes = useAppSelector(selectScopes);
  const mayChange = Boolean(scopes['admin-or-product-manager'] || scopes.admin || scopes['system-admin']);
  const skip = useAppSelector(selectActiveCustomerId) === null;
  const { data: retailers = [], isLoading, isError } = useGetTrackingRetailersQuery(undefined, { skip });
  const [params, setParams] = useSearchParams();
  const wanted = retailerIdOf(params.get('id'));
  const retailer = retailers.find((candidate) => candidate.id === wanted) ?? null;

  // Without a retailer in the address, the first one is shown (and named there, so the view can be shared).
  useEffect(() => {
    const first = retailers[0];
    if (wanted === null && first) setParams({ id: String(first.id) }, { replace: true });
  }, [retailers, wanted, setParams]);

  const selected = retailer?.id ?? 0;
  const keywords = useGetRetailerKeywordsQuery(selected, { skip: skip || !retailer });
  const categories = useGetRetailerPagesQuery(
    { retailerId: selected, kind: 'categories' },
    { skip: skip || !retailer },
  );
  const otherPages = useGetRetailerPagesQuery(
    { retailerId: selected, kind: 'other-pages' },
    { skip: skip || !retailer },
  );
  const counts = {
    keywords: keywords.data?.length ?? 0,
    categories: categories.data?.length ?? 0,
    otherPages: otherPages.data?.length ?? 0,
  };
  const tracked = counts.keywords + counts.categories + counts.otherPages;

  return (
    <Card>
      <Typography.Title level={2} style={{ marginTop: 0 }}>
        Visibility tracking
      </Typography.Title>
      <Flex vertical gap="middle">
        <Flex gap="middle" align="center" wrap>
          <Select
            aria-label="Retailer"
            style={{ minWidth: 280 }}
            loading={isLoading}
            placeholder="Choose a retailer"
            value={retailer?.id}
            onChange={(id: number) => setParams({ id: String(id) })}
            options={retailers.map((entry) => ({
              value: entry.id,
              label: `${entry.displayName} (${entry.countryCode})`,
            }))}
            showSearch
            optionFilterProp="label"
          />
          {retailer && (
            <Typography.Text data-testid="tracking-allowance">
              {tracked} of {retailer.maxVisibilityTrackingEntitiesAllowed} tracked (keywords, category pages and other
              pages together; paused ones keep their place)
            </Typography.Text>
          )}
        </Flex>
        {isError && <Alert type="error" showIcon message="The retailers could not be loaded. Please try again." />}
        {!isLoading && retailers.length === 0 && !isError && (
          <Alert type="info" showIcon message="The customer tracks no retailer you may see." />
        )}
        {wanted !== null && retailers.length > 0 && !retailer && (
          <Alert type="warning" showIcon message="This retailer is not tracked by the customer." />
        )}
        {retailer && (
          <Tabs
            items={[
              {
                key: 'keywords',
                label: `Keywords (${counts.keywords})`,
                children: <KeywordsPanel retailer={retailer} mayChange={mayChange} />,
              },
              {
                key: 'categories',
                label: `Category pages (${counts.categories})`,
                children: <PagesPanel retailer={retailer} kind="categories" mayChange={mayChange} />,
              },
              {
                key: 'other-pages',
                label: `Other pages (${counts.otherPages})`,
                children: <PagesPanel retailer={retailer} kind="other-pages" mayChange={mayChange} />,
              },
            ]}
          />
        )}
      </Flex>
    </Card>
  );
}

export { VisibilityTrackingPage as Component };
