import { Select, type SelectProps } from 'antd';
import type { RetailerChoice } from '../../api/catalogueApi';

export interface RetailerPickerProps extends Omit<
  SelectProps<number | number[]>,
  'options' | 'showSearch' | 'filterOption' | 'optionFilterProp'
> {
  /** The retailers to offer, in the order shown (the catalogue's is by display name). */
  retailers: readonly RetailerChoice[];
}

/**
 * Picks one retailer, or several with `mode="multiple"`, searched by name. Value and change are the select's (so it
 * sits in a Form.Item as it is): retailer ids.
 */
export function RetailerPicker({ retailers, ...select }: RetailerPickerProps) {
  return (
    <Select<number | number[]>
      showSearch={{ optionFilterProp: 'label' }}
      {...select}
      options={retailers.map((retailer) => ({ value: retailer.id, label: retailer.name }))}
    />
  );
}
