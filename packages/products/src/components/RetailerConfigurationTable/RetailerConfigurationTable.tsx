import type { ConfiguredRetailer, ConfiguredRetailerUpdate, RetailerSettingsOverrides } from '@shelfsight/contracts';
import { ConfirmDialog } from '@shelfsight/ui-kit';
import { Button, Flex, InputNumber, Select, Switch, Table, Tooltip } from 'antd';
import { useState } from 'react';

export interface RetailerConfigurationTableProps {
  retailers: ConfiguredRetailer[];
  loading?: boolean;
  onChange(retailerId: number, change: ConfiguredRetailerUpdate): void;
  onRemove(retailerId: number): void;
  /** Opens this customer's keyword URL and category templates at the retailer. */
  onEditSettings?(retailer: ConfiguredRetailer): void;
}

const MODULE_OPTIONS = [
  { value: 'none', label: 'None' },
  { value: 'ism', label: 'First image (ism)' },
  { value: 'fcism', label: 'Full carousel (fcism)' },
];

type FlagKey = 'allowSearchKeywords' | 'allowSearchCategories' | 'allowConfigOtherRankings';
const FLAGS: { key: FlagKey; title: string }[] = [
  { key: 'allowSearchKeywords', title: 'Keywords' },
  { key: 'allowSearchCategories', title: 'Categories' },
  { key: 'allowConfigOtherRankings', title: 'Other pages' },
];

/** Sets one override; setting it back to the retailer's own value drops the override, so it follows the retailer again. */
function withFlag(retailer: ConfiguredRetailer, key: FlagKey, value: boolean, own: boolean): RetailerSettingsOverrides {
  const { [key]: _previous, ...rest } = retailer.overrides;
  return value === own ? rest : { ...rest, [key]: value };
}

/**
 * The customer's tracked retailers: image-similarity module, active or not, visibility tracking limit and which
 * kinds of visibility tracking are allowed (overrides of the retailer's settings, marked when they differ).
 */
export function RetailerConfigurationTable({
  retailers,
  loading,
  onChange,
  onRemove,
  onEditSettings,
}: RetailerConfigurationTableProps) {
  const [removing, setRemoving] = useState<ConfiguredRetailer | null>(null);
  return (
    <>
      <Table<ConfiguredRetailer>
        rowKey="retailerId"
        loading={loading}
        dataSource={retailers}
        pagination={retailers.length > 10 ? { pageSize: 10 } : false}
        // On a narrow screen the table scrolls within its card, the retailer's name and its actions in view.
        tableLayout="auto"
        scroll={{ x: 1100 }}
        columns={[
          { title: 'Retailer', dataIndex: 'displayName', fixed: 'left' },
          { title: 'Country', dataIndex: 'countryName' },
          {
            title: 'Image similarity',
            key: 'module',
            render: (_, retailer) => (
              <Select
                aria-label={`Module of ${retailer.displayName}`}
                value={retailer.module}
                options={MODULE_OPTIONS}
                style={{ width: 180 }}
                onChange={(module) => onChange(retailer.retailerId, { module })}
              />
            ),
          },
          {
            title: 'Active',
            key: 'isActive',
            render: (_, retailer) => (
              <Switch
                aria-label={`${retailer.displayName} active`}
                checked={retailer.isActive}
                onChange={(isActive) => onChange(retailer.retailerId, { isActive })}
              />
            ),
          },
          {
            title: 'Tracking limit',
            key: 'limit',
            render: (_, retailer) => (
              <InputNumber
                aria-label={`Tracking limit of ${retailer.displayName}`}
                min={0}
                max={100_000}
                precision={0}
                defaultValue={retailer.maxVisibilityTrackingEntitiesAllowed}
                onBlur={(event) => {
                  const value = Number(event.target.value);
                  if (
                    Number.isInteger(value) &&
                    value >= 0 &&
                    value !== retailer.maxVisibilityTrackingEntitiesAllowed
                  ) {
                    onChange(retailer.retailerId, { maxVisibilityTrackingEntitiesAllowed: value });
                  }
                }}
              />
            ),
          },
          ...FLAGS.map(({ key, title }) => ({
            title,
            key,
            render: (_: unknown, retailer: ConfiguredRetailer) => {
              const own = retailer.ownSettings[key];
              const overridden = retailer.retailerSettings[key] !== own;
              return (
                <Tooltip title={overridden ? "Differs from the retailer's own setting" : "The retailer's own setting"}>
                  <Switch
                    size="small"
                    aria-label={`${title} at ${retailer.displayName}`}
                    checked={retailer.retailerSettings[key]}
                    className={overridden ? 'is-overridden' : undefined}
                    onChange={(value) =>
                      onChange(retailer.retailerId, { overrides: withFlag(retailer, key, value, own) })
                    }
                  />
                </Tooltip>
              );
            },
          })),
          {
            title: '',
            key: 'remove',
            fixed: 'right',
            render: (_, retailer) => (
              <Flex gap={8}>
                {onEditSettings ? (
                  <Button
                    size="small"
                    aria-label={`Settings of ${retailer.displayName}`}
                    onClick={() => onEditSettings(retailer)}
                  >
                    Settings
                  </Button>
                ) : null}
                <Button
                  size="small"
                  danger
                  aria-label={`Remove ${retailer.displayName}`}
                  onClick={() => setRemoving(retailer)}
                >
                  Remove
                </Button>
              </Flex>
            ),
          },
        ]}
      />
      <ConfirmDialog
        open={removing !== null}
        danger
        title="Stop tracking this retailer?"
        content={`Product pages, assortment entries, keywords and categories at ${removing?.displayName ?? ''} are removed for this account.`}
        confirmText="Remove"
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (removing) onRemove(removing.retailerId);
          setRemoving(null);
        }}
      />
    </>
  );
}
