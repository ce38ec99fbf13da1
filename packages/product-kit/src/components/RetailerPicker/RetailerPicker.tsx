import { Select, type SelectProps } from 'antd';
import type { RetailerChoice } from '../../api/catalogueApi';

/** A retailer id, or the ids of several with `mode="multiple"`. */
type RetailerValue = number | number[];

export type RetailerPickerProps<Value extends RetailerValue = RetailerValue> = Omit<
  SelectProps<Value>,
  'options' | 'showSearch' | 'filterOption' | 'optionFilterProp'
> & {
  /** The retailers to offer, in the order shown (the catalogue's is by display name). */
  retailers: readonly RetailerChoice[];
};

/**
 * Picks one retailer, or several with `mode="multiple"`, searched by name. Value and change are the select's (so it
 * sits in a Form.Item as it is): retailer ids.
 */
export function RetailerPicker<Value extends RetailerValue = RetailerValue>({
  retailers,
  ...select
}: RetailerPickerProps<Value>) {
  return (
    <Select<Value>
      showSearch={{ optionFilterProp: 'label' }}
      {...select}
      options={retailers.map((retailer) => ({ value: retailer.id, label: retailer.name }))}
    />
  );
}
