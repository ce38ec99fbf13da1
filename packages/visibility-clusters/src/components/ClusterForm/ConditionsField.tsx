import { ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input, Select, Space, Typography } from 'antd';
import { type ConditionDraft, emptyCondition } from '../../utils/clusterDraft';

export interface ConditionsFieldProps {
  conditions: readonly ConditionDraft[];
  onChange: (conditions: ConditionDraft[]) => void;
  /** Errors by the server's field path, e.g. `conditions.1.value`. */
  errorOf: (path: string) => string | undefined;
}

const operators = [
  { value: 'AND', label: 'AND' },
  { value: 'OR', label: 'OR' },
];

/**
 * The ordered conditions of a conditional cluster: each "name contains" a text (a keyword or a category page name), joined to the ones before it by
 * its operator (AND by default). The first has nothing before it, so it shows no operator.
 */
export function ConditionsField({ conditions, onChange, errorOf }: ConditionsFieldProps) {
  const change = (index: number, patch: Partial<ConditionDraft>) =>
    onChange(conditions.map((condition, each) => (each === index ? { ...condition, ...patch } : condition)));
  const remove = (index: number) => onChange(conditions.filter((_, each) => each !== index));
  const moveUp = (index: number) => {
    const next = [...conditions];
    [next[index - 1], next[index]] = [conditions[index]!, conditions[index - 1]!];
    onChange(next);
  };

  return (
    <Form.Item
      label="Conditions"
      required
      validateStatus={errorOf('conditions') ? 'error' : undefined}
      help={errorOf('conditions')}
    >
      {conditions.map((condition, index) => {
        const valueError = errorOf(`conditions.${index}.value`);
        const operatorError = errorOf(`conditions.${index}.operator`);
        return (
          <Space key={index} align="start" style={{ display: 'flex', marginBottom: 8 }}>
            {index === 0 ? (
              <Typography.Text style={{ display: 'inline-block', width: 90, lineHeight: '32px' }}>
                Where
              </Typography.Text>
            ) : (
              <Form.Item noStyle validateStatus={operatorError ? 'error' : undefined} help={operatorError}>
                <Select
                  aria-label={`Operator of condition ${index + 1}`}
                  value={condition.operator}
                  options={operators}
                  style={{ width: 90 }}
                  onChange={(operator) => change(index, { operator })}
                />
              </Form.Item>
            )}
            <Typography.Text style={{ lineHeight: '32px' }}>name contains</Typography.Text>
            <Form.Item style={{ marginBottom: 0 }} validateStatus={valueError ? 'error' : undefined} help={valueError}>
              <Input
                aria-label={`Text of condition ${index + 1}`}
                value={condition.value}
                maxLength={200}
                onChange={(event) => change(index, { value: event.target.value })}
              />
            </Form.Item>
            {index > 0 && (
              <Button
                aria-label={`Move condition ${index + 1} up`}
                icon={<ArrowUpOutlined />}
                onClick={() => moveUp(index)}
              />
            )}
            {conditions.length > 1 && (
              <Button
                aria-label={`Remove condition ${index + 1}`}
                icon={<DeleteOutlined />}
                onClick={() => remove(index)}
              />
            )}
          </Space>
        );
      })}
      <Button icon={<PlusOutlined />} onClick={() => onChange([...conditions, emptyCondition])}>
        Add condition
      </Button>
    </Form.Item>
  );
}
