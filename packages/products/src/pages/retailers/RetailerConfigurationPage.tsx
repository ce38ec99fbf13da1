import type { ConfiguredRetailer } from '@shelfsight/contracts';
import { Button, Card, Flex, Select, Typography } from 'antd';
import { useState } from 'react';
import {
  useGetRetailerConfigurationQuery,
  useTrackRetailerMutation,
  useUntrackRetailerMutation,
  useUpdateTrackedRetailerMutation,
} from '../../api/retailersApi';
import { AdminOnly } from '../../components/AdminOnly';
import { RetailerConfigurationTable } from '../../components/RetailerConfigurationTable';
import { RetailerOverridesDialog } from '../../components/RetailerOverridesDialog';

function RetailerConfiguration() {
  const { data, isLoading } = useGetRetailerConfigurationQuery();
  const [track, { isLoading: adding }] = useTrackRetailerMutation();
  const [update] = useUpdateTrackedRetailerMutation();
  const [untrack] = useUntrackRetailerMutation();
  const [toAdd, setToAdd] = useState<number | null>(null);
  const [editing, setEditing] = useState<ConfiguredRetailer | null>(null);
  const available = data?.available ?? [];

  return (
    <Card>
      <Flex vertical gap={16}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          Retailer configuration
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          The retailers this account tracks and how: the image similarity module, whether the retailer is shown, how
          many keywords, categories and other pages may be tracked, and which of them are allowed.
        </Typography.Paragraph>
        <Flex gap={8}>
          <Select
            aria-label="Retailer to add"
            placeholder="Add a retailer"
            showSearch
            optionFilterProp="label"
            style={{ width: 320 }}
            value={toAdd}
            onChange={setToAdd}
            options={available.map((retailer) => ({
              value: retailer.id,
              label: `${retailer.displayName} (${retailer.countryCode})`,
            }))}
          />
          <Button
            type="primary"
            disabled={toAdd === null}
            loading={adding}
            onClick={() => {
              if (toAdd === null) return;
              void track(toAdd);
              setToAdd(null);
            }}
          >
            Add retailer
          </Button>
        </Flex>
        <RetailerConfigurationTable
          retailers={data?.tracked ?? []}
          loading={isLoading}
          onChange={(retailerId, change) => void update({ retailerId, change })}
          onRemove={(retailerId) => void untrack(retailerId)}
          onEditSettings={setEditing}
        />
        <RetailerOverridesDialog
          retailer={editing}
          onClose={() => setEditing(null)}
          onSave={(retailerId, overrides) => {
            void update({ retailerId, change: { overrides } });
            setEditing(null);
          }}
        />
      </Flex>
    </Card>
  );
}

/** /retailer-configuration/: administrators of the customer choose and set up the retailers it tracks. */
export function RetailerConfigurationPage() {
  return (
    <AdminOnly who="admin">
      <RetailerConfiguration />
    </AdminOnly>
  );
}

export { RetailerConfigurationPage as Component };
