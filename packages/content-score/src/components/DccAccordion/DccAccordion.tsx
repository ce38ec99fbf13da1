import { WarningOutlined } from '@ant-design/icons';
import {
  type CalculatedMetricCalculation,
  type CalculatedMetricDefinition,
  calculatedMetricMessages,
  groupWarnings,
  dccConditionText,
} from '@shelfsight/contracts';
import { Collapse, Empty, Flex, Progress, Table, Tag, Tooltip, Typography } from 'antd';
import { componentResultText, percentOf } from '../../utils/conditionText';

type Group = CalculatedMetricDefinition['groups'][number];
type Component = Group['components'][number];
type GroupResult = CalculatedMetricCalculation['groups'][number];
type ComponentResult = GroupResult['components'][number];

/** Spec 2 §2: the editor opens with the third group's panel. */
export const DEFAULT_OPEN_PANEL = 2;

/** Spec 2 §9: the accordion's percentage indicator is 50 px wide. */
export const PERCENT_INDICATOR_WIDTH = 50;

export interface DccAccordionProps {
  groups: readonly Group[];
  /**
   * The version scored over the pages (the calculate call); its groups, components and conditions are listed in
   * the definition's order. Without it, or without pages, no percentage is shown.
   */
  calculation?: CalculatedMetricCalculation | undefined;
}

const metText = (percentage: number) => `${percentage}% met`;

/** The component's share of pages meeting it and, when it has several conditions, each condition's. */
function ComponentMet({ component, result }: { component: Component; result: ComponentResult | undefined }) {
  if (!result) return null;
  if (result.percentageMet === null) return <Typography.Text type="secondary">Not counted</Typography.Text>;
  return (
    <Flex vertical gap={0}>
      <Typography.Text type="secondary">{metText(result.percentageMet)}</Typography.Text>
      {component.conditions.length > 1 &&
        component.conditions.map((condition, k) => {
          const percentage = result.conditions[k]?.percentageMet;
          return (
            <Typography.Text key={condition.id} type="secondary" style={{ fontSize: 12 }}>
              {dccConditionText(condition)}:{' '}
              {percentage === null || percentage === undefined ? '–' : metText(percentage)}
            </Typography.Text>
          );
        })}
    </Flex>
  );
}

const columnsFor = (result: GroupResult | undefined) => [
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
    render: (_: unknown, component: Component, index: number) => (
      <Flex vertical gap={2}>
        <Flex gap={8} align="center">
          {component.conditions.length > 1 && <Tag>{component.operator}</Tag>}
          <span>{componentResultText(component)}</span>
        </Flex>
        <ComponentMet component={component} result={result?.components[index]} />
      </Flex>
    ),
  },
  { title: 'Weight', dataIndex: 'weight', key: 'weight', width: 100 },
];

/** The group's average share met: a bar of the spec's width and the whole percent. */
function GroupMet({ percentage }: { percentage: number | null }) {
  if (percentage === null) return <Typography.Text type="secondary">Not counted</Typography.Text>;
  return (
    <Tooltip title="The group's share met, averaged over the newest day's pages">
      <Flex gap={6} align="center">
        <Progress
          percent={percentage}
          showInfo={false}
          size={[PERCENT_INDICATOR_WIDTH, 8]}
          aria-label="Percentage met"
          style={{ width: PERCENT_INDICATOR_WIDTH, margin: 0 }}
        />
        <Typography.Text>{metText(percentage)}</Typography.Text>
      </Flex>
    </Tooltip>
  );
}

function GroupHeader({ group, result }: { group: Group; result: GroupResult | undefined }) {
  const incomplete = groupWarnings(group).length > 0;
  return (
    <Flex gap={12} align="center">
      <Typography.Text strong>{group.name || 'Unnamed group'}</Typography.Text>
      {result && <GroupMet percentage={result.percentageMet} />}
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
 * One panel per group of a DCC version: its name, percentage met, weight and warning, and a table of its components
 * with their conditions in words and their percentages met. Components weigh relative to each other within their
 * group.
 */
export function DccAccordion({ groups, calculation }: DccAccordionProps) {
  // Without pages every share is null for want of pages, not because an item does not count: nothing to show.
  const scored = calculation && calculation.pageCount > 0 ? calculation : undefined;
  if (groups.length === 0) return <Empty description="This version has no groups." />;
  return (
    <Collapse
      defaultActiveKey={[String(Math.min(DEFAULT_OPEN_PANEL, groups.length - 1))]}
      items={groups.map((group, index) => ({
        key: String(index),
        label: <GroupHeader group={group} result={scored?.groups[index]} />,
        children: (
          <Table<Component>
            rowKey="id"
            size="small"
            pagination={false}
            columns={columnsFor(scored?.groups[index])}
            dataSource={group.components}
            locale={{ emptyText: 'No components' }}
          />
        ),
      }))}
    />
  );
}
