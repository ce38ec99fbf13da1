import { Select } from 'antd';
import type { TableField } from '../../api/metadataTypes';

export interface FieldPickerProps {
  /** The field id, as Form.Item hands it down. */
  value?: number;
  onChange?: (fieldId: number) => void;
  /** Ids repeat across field types (attribute 1 and metric 1), so the type is part of the choice. */
  fieldType: string | undefined;
  tableFields: TableField[];
  onPick: (field: TableField) => void;
  label: string;
}

const keyOf = (fieldType: string, fieldId: number) => `${fieldType}:${fieldId}`;

/** Picks a table field by type and id (spec 2 §3: the key of a field setting is fieldType plus fieldId). */
export function FieldPicker({ value, onChange, fieldType, tableFields, onPick, label }: FieldPickerProps) {
  const groups = [...new Set(tableFields.map((field) => field.fieldType))];
  return (
    <Select
      aria-label={label}
      showSearch
      optionFilterProp="label"
      value={value === undefined || value === null || !fieldType ? undefined : keyOf(fieldType, value)}
      onChange={(key: string) => {
        const chosen = tableFields.find((field) => keyOf(field.fieldType, field.id) === key);
        if (!chosen) return;
        onPick(chosen);
        onChange?.(chosen.id);
      }}
      options={groups.map((group) => ({
        label: group === 'METRIC' ? 'Metrics' : group === 'ATTRIBUTE' ? 'Attributes' : group,
        options: tableFields
          .filter((field) => field.fieldType === group)
          .map((field) => ({ value: keyOf(field.fieldType, field.id), label: field.name })),
      }))}
    />
  );
}
