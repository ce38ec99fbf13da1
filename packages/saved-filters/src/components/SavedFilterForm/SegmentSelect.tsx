import type { FilterItem } from '@shelfsight/contracts';
import { Select } from 'antd';

export interface SegmentSelectProps {
  id?: string;
  value?: number[];
  onChange?(value: number[]): void;
  items: FilterItem[];
  loading?: boolean;
  placeholder?: string;
}

const reasonOf = (item: FilterItem) =>
  item.licenseExcluded ? 'Not in your licence' : item.roleExcluded ? 'Outside your role' : undefined;

/** A searchable multi-select of one segment's items; items excluded by licence or role are shown, disabled. */
export function SegmentSelect({ id, value, onChange, items, loading, placeholder }: SegmentSelectProps) {
  const options = items.map((item) => {
    const reason = reasonOf(item);
    const name = item.details ? `${item.name} (${item.details})` : item.name;
    return {
      value: item.id,
      label: reason ? `${name} · ${reason}` : name,
      disabled: reason !== undefined || item.excluded,
    };
  });
  return (
    <Select<number[]>
      id={id}
      mode="multiple"
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      value={value}
      onChange={(next) => onChange?.(next)}
      options={options}
      loading={loading}
      placeholder={placeholder ?? 'Any'}
      maxTagCount="responsive"
    />
  );
}
