import { type CalculatedMetricDefinition, dccConditionText } from '@shelfsight/contracts';
import { Form, Select } from 'antd';
import { type ItemPath, MAX_COMPONENTS_PER_GROUP, MAX_CONDITIONS_PER_COMPONENT } from '../../utils/itemDrafts';

type Group = CalculatedMetricDefinition['groups'][number];

const COMPONENT_ITSELF = -1;

export interface ItemChooserProps {
  groups: readonly Group[];
  path: ItemPath;
  onChange: (path: ItemPath) => void;
}

/**
 * Step 1 of the item editor: the group, the component and what of it to edit. 'New component' and 'New condition'
 * point one past the last existing item, which the drafts add at the end; they are not offered at the contract's
 * limits.
 */
export function ItemChooser({ groups, path, onChange }: ItemChooserProps) {
  const group = groups[path.group];
  const components = group?.components ?? [];
  const component = components[path.component];
  const conditions = component?.conditions ?? [];
  return (
    <Form layout="vertical" component="div">
      <Form.Item label="Group">
        <Select
          aria-label="Group"
          value={path.group}
          options={groups.map((each, index) => ({ value: index, label: each.name || 'Unnamed group' }))}
          onChange={(index) => onChange({ group: index, component: 0, condition: null })}
        />
      </Form.Item>
      <Form.Item
        label="Component"
        extra={
          components.length >= MAX_COMPONENTS_PER_GROUP
            ? `A group holds at most ${MAX_COMPONENTS_PER_GROUP} components.`
            : undefined
        }
      >
        <Select
          aria-label="Component"
          value={path.component}
          options={[
            ...components.map((each, index) => ({ value: index, label: each.name || 'Unnamed component' })),
            ...(components.length < MAX_COMPONENTS_PER_GROUP
              ? [{ value: components.length, label: 'New component' }]
              : []),
          ]}
          onChange={(index) => onChange({ ...path, component: index, condition: null })}
        />
      </Form.Item>
      {component && (
        <Form.Item
          label="What to edit"
          extra={
            conditions.length >= MAX_CONDITIONS_PER_COMPONENT
              ? `A component holds at most ${MAX_CONDITIONS_PER_COMPONENT} conditions.`
              : undefined
          }
        >
          <Select
            aria-label="What to edit"
            value={path.condition ?? COMPONENT_ITSELF}
            options={[
              { value: COMPONENT_ITSELF, label: 'The component itself' },
              ...conditions.map((each, index) => ({
                value: index,
                label: `Condition ${index + 1}: ${dccConditionText(each)}`,
              })),
              ...(conditions.length < MAX_CONDITIONS_PER_COMPONENT
                ? [{ value: conditions.length, label: 'New condition' }]
                : []),
            ]}
            onChange={(value) => onChange({ ...path, condition: value === COMPONENT_ITSELF ? null : value })}
          />
        </Form.Item>
      )}
    </Form>
  );
}
