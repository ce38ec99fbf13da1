import { calculatedMetricFields, dccFieldLabels, dccOperatorLabels } from '@shelfsight/contracts';
import { Form, Input, InputNumber, Select, Switch } from 'antd';
import {
  type ComponentDraft,
  type ConditionDraft,
  isListOperator,
  operatorsFor,
  takesValue,
} from '../../utils/itemDrafts';

/** An error for one key of the edited item, shown beside its field. */
type ErrorOf = (key: string) => string | undefined;

const status = (error: string | undefined) => ({ validateStatus: error ? ('error' as const) : undefined, help: error });

/** The name a component and a condition both carry. */
function NameField({
  value,
  error,
  onChange,
}: {
  value: string;
  error: string | undefined;
  onChange: (name: string) => void;
}) {
  return (
    <Form.Item label="Name" {...status(error)}>
      <Input aria-label="Name" value={value} maxLength={200} onChange={(e) => onChange(e.target.value)} />
    </Form.Item>
  );
}

export function ComponentFields({
  draft,
  onChange,
  errorOf,
}: {
  draft: ComponentDraft;
  onChange: (patch: Partial<ComponentDraft>) => void;
  errorOf: ErrorOf;
}) {
  return (
    <Form layout="vertical" component="div">
      <NameField value={draft.name} error={errorOf('name')} onChange={(name) => onChange({ name })} />
      <Form.Item label="Description" {...status(errorOf('description'))}>
        <Input.TextArea
          aria-label="Description"
          value={draft.description}
          maxLength={2000}
          onChange={(e) => onChange({ description: e.target.value })}
        />
      </Form.Item>
      <Form.Item label="Weight (relative to the group's other components)" {...status(errorOf('weight'))}>
        <InputNumber
          aria-label="Weight"
          value={draft.weight}
          min={0}
          max={1000}
          onChange={(weight) => onChange({ weight })}
        />
      </Form.Item>
      <Form.Item label="Conditions joined by" {...status(errorOf('operator'))}>
        <Select
          aria-label="Conditions joined by"
          value={draft.operator}
          options={[
            { value: 'AND', label: 'AND: all must hold' },
            { value: 'OR', label: 'OR: one is enough' },
          ]}
          onChange={(operator) => onChange({ operator })}
        />
      </Form.Item>
      <Form.Item label="Disabled" {...status(errorOf('disabled'))}>
        <Switch aria-label="Disabled" checked={draft.disabled} onChange={(disabled) => onChange({ disabled })} />
      </Form.Item>
    </Form>
  );
}

export function ConditionFields({
  draft,
  onChange,
  errorOf,
}: {
  draft: ConditionDraft;
  onChange: (patch: Partial<ConditionDraft>) => void;
  errorOf: ErrorOf;
}) {
  const operators = operatorsFor(draft.field);
  return (
    <Form layout="vertical" component="div">
      <NameField value={draft.name} error={errorOf('name')} onChange={(name) => onChange({ name })} />
      <Form.Item label="Field" {...status(errorOf('field') ?? errorOf('valueType'))}>
        <Select
          aria-label="Field"
          value={draft.field}
          showSearch={{ optionFilterProp: 'label' }}
          options={calculatedMetricFields.map((field) => ({ value: field, label: dccFieldLabels[field] }))}
          onChange={(field) =>
            // An operator the new field's type does not offer is dropped rather than saved wrong.
            onChange({ field, operator: operatorsFor(field).includes(draft.operator ?? '') ? draft.operator : null })
          }
        />
      </Form.Item>
      <Form.Item label="Operator" {...status(errorOf('operator'))}>
        <Select
          aria-label="Operator"
          value={draft.operator}
          disabled={!draft.field}
          options={operators.map((operator) => ({ value: operator, label: dccOperatorLabels[operator] ?? operator }))}
          onChange={(operator) => onChange({ operator })}
        />
      </Form.Item>
      {takesValue(draft.operator) && (
        <Form.Item
          label={isListOperator(draft.operator) ? 'Values (comma separated)' : 'Value'}
          {...status(errorOf('value'))}
        >
          <Input aria-label="Value" value={draft.valueText} onChange={(e) => onChange({ valueText: e.target.value })} />
        </Form.Item>
      )}
    </Form>
  );
}
