import { selectScopes, useAppSelector, useIsReadOnly } from '@shelfsight/api-client';
import { Alert, Button, Card, Flex, List, Result, Select, Space, Typography } from 'antd';
import { useEffect, useReducer, useState } from 'react';
import {
  useGetSelectionFiltersQuery,
  useGetSelectionRetailersQuery,
  useGetSelectionTagsQuery,
} from '../../api/productSelectionApi';
import { RetailerPanel } from './RetailerPanel';
import { draftReducer, hasChanges, liveFilters } from './selectionDraft';
import { useLiveCount } from './useLiveCount';
import { useSaveSelection } from './useSaveSelection';

/**
 * /admin/product-selection/ (spec 3 §2.7, §4.5): per retailer, filters on brands, categories and tags decide which
 * products are tracked there. Edited locally with markers, counted live, saved as deletes then creates.
 */
export function ProductSelectionPage() {
  const scopes = useAppSelector(selectScopes);
  // The menu's rule (admin and no-custom-pricing scopes), which the server applies too; system admins may as well.
  const allowed = (scopes.admin && scopes['no-custom-pricing']) || scopes['system-admin'];
  return allowed ? (
    <SelectionEditor />
  ) : (
    <Result status="403" title="Product selection is for administrators of this customer." />
  );
}

function SelectionEditor() {
  const retailers = useGetSelectionRetailersQuery();
  const saved = useGetSelectionFiltersQuery();
  const tags = useGetSelectionTagsQuery();
  const readOnly = useIsReadOnly();
  const [draft, dispatch] = useReducer(draftReducer, { retailers: [], filters: [] });
  const [toAdd, setToAdd] = useState<number | null>(null);
  const loaded = retailers.data !== undefined && saved.data !== undefined;

  useEffect(() => {
    if (retailers.data && saved.data) dispatch({ type: 'loaded', retailers: retailers.data, filters: saved.data });
  }, [retailers.data, saved.data]);

  const { counts, retailerCount, failed } = useLiveCount(draft, loaded);
  const nameOf = (id: number) => retailers.data?.find((retailer) => retailer.id === id)?.displayName ?? `#${id}`;
  const { save, saving, failures } = useSaveSelection(nameOf);
  const live = liveFilters(draft);
  const addable = (retailers.data ?? []).filter(
    (retailer) => !draft.retailers.some((shown) => shown.id === retailer.id),
  );

  return (
    <Card>
      <Flex vertical gap="middle">
        <Flex justify="space-between" align="center">
          <Typography.Title level={2} style={{ margin: 0 }}>
            Product selection
          </Typography.Title>
          <Space>
            {/* Counted over the retailers with filters; with none, the text below says every product is tracked. */}
            {(!loaded || draft.retailers.length > 0) && (
              <Typography.Text strong aria-label="Products tracked">
                {counts ? `${counts.totalCount.toLocaleString('en')} products tracked` : 'Counting…'}
              </Typography.Text>
            )}
            <Button
              type="primary"
              loading={saving}
              disabled={readOnly || !hasChanges(draft)}
              onClick={async () => {
                await save(draft);
                // The saved state replaces the draft even when nothing changed on the server: markers are cleared.
                const fresh = await saved.refetch();
                if (fresh.data && retailers.data)
                  dispatch({ type: 'loaded', retailers: retailers.data, filters: fresh.data });
              }}
            >
              Save
            </Button>
          </Space>
        </Flex>
        {failed && <Alert type="warning" showIcon title="The product count could not be loaded." />}
        {failures.length > 0 && (
          <Alert
            type="error"
            showIcon
            title="Some filters were not saved"
            description={
              <List
                size="small"
                dataSource={failures}
                renderItem={(failure) => (
                  <List.Item>
                    {failure.action === 'delete' ? 'Deleting' : 'Creating'} a filter of {failure.retailerName}:{' '}
                    {failure.message}
                  </List.Item>
                )}
              />
            }
          />
        )}
        <Space>
          <Select
            aria-label="Retailer to add"
            placeholder="Add a retailer"
            style={{ minWidth: 240 }}
            value={toAdd}
            onChange={setToAdd}
            options={addable.map((retailer) => ({ value: retailer.id, label: retailer.displayName }))}
            disabled={readOnly}
          />
          <Button
            disabled={toAdd === null}
            onClick={() => {
              const retailer = retailers.data?.find((each) => each.id === toAdd);
              if (retailer) dispatch({ type: 'retailerAdded', retailer });
              setToAdd(null);
            }}
          >
            Add retailer
          </Button>
        </Space>
        {loaded && draft.retailers.length === 0 && (
          <Typography.Text type="secondary">
            No retailer has filters: every product is tracked at every retailer.
          </Typography.Text>
        )}
        {draft.retailers.map((retailer) => {
          const counted = retailerCount(retailer.id);
          return (
            <RetailerPanel
              key={retailer.id}
              retailer={retailer}
              filters={draft.filters.filter((filter) => filter.retailerId === retailer.id)}
              tags={tags.data ?? []}
              productCount={counted?.productCount ?? null}
              filterCounts={counted && live.some((f) => f.retailerId === retailer.id) ? counted.filterCounts : null}
              dispatch={dispatch}
              readOnly={readOnly}
            />
          );
        })}
      </Flex>
    </Card>
  );
}

export { ProductSelectionPage as Component };
