import { SettingOutlined } from '@ant-design/icons';
import { productDetailsLimits, type RetailerDetail } from '@shelfsight/contracts';
import { Button, Checkbox, Divider, Popover, Space, Typography } from 'antd';
import type { PdpAttribute } from './pdpAttributes';
import { toggleRetailer } from './pdpSelection';

export interface PdpSettingsMenuProps {
  retailers: RetailerDetail[];
  /** Retailer ids in the order they were chosen. */
  selectedRetailerIds: number[];
  onRetailersChange: (retailerIds: number[]) => void;
  attributes: PdpAttribute[];
  selectedAttributeKeys: string[];
  onAttributesChange: (keys: string[]) => void;
}

const retailerLabel = (retailer: RetailerDetail) => `${retailer.retailerName} (${retailer.countryCode})`;

/** The PDP tab's settings: which retailers are compared (at most 4) and which attributes are shown. */
export function PdpSettingsMenu(props: PdpSettingsMenuProps) {
  const { retailers, selectedRetailerIds, attributes, selectedAttributeKeys } = props;
  const allSelected = selectedAttributeKeys.length === attributes.length;
  const content = (
    <div style={{ maxHeight: 480, overflowY: 'auto', minWidth: 260 }}>
      <Typography.Text strong>{`Retailers (at most ${productDetailsLimits.pdpMaxRetailers})`}</Typography.Text>
      <Space orientation="vertical" size={2} style={{ display: 'flex', marginTop: 4 }}>
        {retailers.map((retailer) => (
          <Checkbox
            key={retailer.retailerId}
            checked={selectedRetailerIds.includes(retailer.retailerId)}
            onChange={() => props.onRetailersChange(toggleRetailer(selectedRetailerIds, retailer.retailerId))}
          >
            {retailerLabel(retailer)}
          </Checkbox>
        ))}
      </Space>
      <Divider style={{ margin: '8px 0' }} />
      <Typography.Text strong>Attributes</Typography.Text>
      <Space orientation="vertical" size={2} style={{ display: 'flex', marginTop: 4 }}>
        <Checkbox
          checked={allSelected}
          indeterminate={!allSelected && selectedAttributeKeys.length > 0}
          onChange={() => props.onAttributesChange(allSelected ? [] : attributes.map((attribute) => attribute.key))}
        >
          Select all
        </Checkbox>
        {attributes.map((attribute) => (
          <Checkbox
            key={attribute.key}
            checked={selectedAttributeKeys.includes(attribute.key)}
            onChange={(event) =>
              props.onAttributesChange(
                // Kept in the attributes' own order, so the rows never reorder as they are ticked.
                attributes
                  .map((item) => item.key)
                  .filter((key) =>
                    key === attribute.key ? event.target.checked : selectedAttributeKeys.includes(key),
                  ),
              )
            }
          >
            {attribute.label}
          </Checkbox>
        ))}
      </Space>
    </div>
  );
  return (
    <Popover content={content} trigger="click" placement="bottomLeft">
      <Button icon={<SettingOutlined />}>Settings</Button>
    </Popover>
  );
}
