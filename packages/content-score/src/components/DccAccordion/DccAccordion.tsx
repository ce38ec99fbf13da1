import { WarningOutlined } from '@ant-design/icons';
import { type CalculatedMetricDefinition, calculatedMetricMessages, groupWarnings } from '@shelfsight/contracts';
import { Collapse, Empty, Flex, Table, Tag, Tooltip, Typography } from 'antd';
import { componentResultText, percentOf } from '../../utils/conditionText';

type Group = CalculatedMetricDefinition['groups'][number];
type Component = Group['components'][number];

/** Spec 2 §2: the editor opens with the third group's panel. */
export const DEFAULT_OPEN_PANEL = 2;

export interface DccAccordionProps {
  groups: readonly Group[];
}

const columns = [
  {
    title: 'Condition',
    key: 'condition',
    render: (_: unknown, component: Component) => (
      <Flex vertical gap={2}>
        <Flex gap={8} align="center">
          <Typography.Text strong delete={component.disabled}>
            {component.name || 'Unnamed component'}
          </Typography.Text>
          {component.disabled && <Tag>Disabled</Tag>}
        </Flex>
        {component.description && <Typography.Text type="secondary">{component.description}</Typography.Text>}
      </Flex>
    ),
  },
  {
    title: 'Result',
    key: 'result',
    render: (_: unknown, component: Component) => (
      <Flex gap={8} align="center">
        {component.conditions.length > 1 && <Tag>{component.operator}</Tag>}
        <span>{componentResultText(component)}</span>
      </Flex>
    ),
  },
  { title: 'Weight', dataIndex: 'weight', key: 'weight', width: 100 },
];

function GroupHeader({ group }: { group: Group }) {
  const incomplete = groupWarnings(group).length > 0;
  return (
    <Flex gap={12} align="center">
      <Typography.Text strong>{group.name || 'Unnamed group'}</Typography.Text>
      <Typography.Text type="secondary">Weight {percentOf(group.weight)}</Typography.Text>
      {incomplete && (
        <Tooltip title={calculatedMetricMessages.groupWarning}>
          <WarningOutlined role="img" aria-label="Incomplete group" style={{ color: '#faad14' }} />
        </Tooltip>
      )}
    </Flex>
  );
}

/**
 * One panel per group of a DCC version: its name, weight and warning, and a table of its components with their
 * conditions in words. Components weigh relative to each other within their group.
 */
export function DccAccordion({ groups }: DccAccordionProps) {
  if (groups.length === 0) return <Empty description="This version has no groups." />;
  return (
    <Collapse
      defaultActiveKey={[String(Math.min(DEFAULT_OPEN_PANEL, groups.length - 1))]}
      items={groups.map((group, index) => ({
        key: String(index),
        label: <GroupHeader group={group} />,
        children: (
          <Table<Component>
            rowKey="id"
            size="small"
            pagination={false}
            columns={columns}
            dataSource={group.components}
            locale={{ emptyText: 'No components' }}
          />
        ),
      }))}
    />
  );
}
