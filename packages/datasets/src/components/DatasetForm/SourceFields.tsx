import type { Dimension } from '@shelfsight/api-client';
import {
  DATASET_MAX_DIMENSIONS,
  DATASET_MAX_METRICS,
  type DatasetOutputType,
  type Metric,
  type SavedWidget,
} from '@shelfsight/contracts';
import { errorAt, fieldStatus } from '@shelfsight/ui-kit';
import { Flex, Form, Radio, Select } from 'antd';
import { type DatasetSource, groupingOptions, outputTypeLabels } from '../../utils/formValues';

export interface SourceFieldsProps {
  source: DatasetSource;
  /** The placed widget the builder was opened from, in words; absent: no such source is offered. */
  dashboardWidgetName?: string;
  widgets: SavedWidget[];
  /** The output types the chosen widget gives. */
  outputTypes: DatasetOutputType[];
  metrics: Metric[];
  dimensions: Dimension[];
  errors: Record<string, string>;
}

const options = <T extends { id: number; name: string }>(items: T[]) =>
  items.map((item) => ({ value: item.id, label: item.name }));

/** What the dataset holds: a widget's table or product rows, or metrics by dimensions (optionally by date). */
export function SourceFields(props: SourceFieldsProps) {
  const { source, dashboardWidgetName, widgets, outputTypes, metrics, dimensions, errors } = props;
  const sourceOptions: { value: DatasetSource; label: string }[] = [
    { value: 'widget', label: 'A saved widget' },
    { value: 'metrics', label: 'Metrics × dimensions' },
  ];
  if (dashboardWidgetName !== undefined)
    sourceOptions.unshift({ value: 'dashboardWidget', label: `This dashboard widget: ${dashboardWidgetName}` });
  return (
    <>
      <Form.Item label="Source" name="source" {...fieldStatus(errors.dashboardWidgetId)}>
        <Radio.Group options={sourceOptions} />
      </Form.Item>
      {source === 'widget' && (
        <Form.Item label="Widget" name="widgetId" required style={{ maxWidth: 480 }} {...fieldStatus(errors.widgetId)}>
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            placeholder="Choose a widget"
            options={widgets.map((widget) => ({ value: widget.id, label: widget.name }))}
          />
        </Form.Item>
      )}
      {source !== 'metrics' && (
        <Form.Item label="Rows" name="outputType" {...fieldStatus(errors.outputType)}>
          <Radio.Group options={outputTypes.map((type) => ({ value: type, label: outputTypeLabels[type] }))} />
        </Form.Item>
      )}
      {source === 'metrics' && (
        <Flex gap="middle" wrap align="start">
          <Form.Item
            label="Metrics"
            name="metricIds"
            required
            style={{ minWidth: 280, flex: 2 }}
            {...fieldStatus(errorAt(errors, 'metricIds'))}
          >
            <Select<number[]>
              mode="multiple"
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              maxCount={DATASET_MAX_METRICS}
              placeholder="Choose metrics"
              options={options(metrics)}
            />
          </Form.Item>
          <Form.Item
            label="Dimensions"
            name="dimensionIds"
            required
            style={{ minWidth: 220, flex: 1 }}
            {...fieldStatus(errorAt(errors, 'dimensionIds'))}
          >
            <Select<number[]>
              mode="multiple"
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              maxCount={DATASET_MAX_DIMENSIONS}
              placeholder="Choose dimensions"
              options={options([...dimensions].sort((a, b) => a.displaySequence - b.displaySequence))}
            />
          </Form.Item>
          <Form.Item label="Group by date" name="dateGrouping" style={{ minWidth: 180 }}>
            <Select options={groupingOptions} />
          </Form.Item>
        </Flex>
      )}
    </>
  );
}
