import type { Dimension } from '@shelfsight/api-client';
import {
  aggregationFunctions,
  type Alert,
  type AlertInput,
  comparedToSchema,
  DATE_PRESETS,
  describeDateCode,
  type Metric,
  type SavedFilter,
  type SavedFilterShareableUser,
  thresholdConditionSchema,
} from '@shelfsight/contracts';
import { Checkbox, Flex, Form, Input, InputNumber, Radio, Select, Switch } from 'antd';
import { comparedToLabels } from '../../utils/conditionText';
import {
  CrudForm,
  type CrudFormBinding,
  errorAt,
  FilterSetFields,
  fieldStatus as statusOf,
  RecipientsField,
  useFormChecks,
  type UseSegmentItems,
} from '@shelfsight/ui-kit';
import { type AlertFormValues, defaultValues, inputOf, OWN_ROLL_UP, validate, valuesOf } from '../../utils/formValues';
import { ChannelsField } from './ChannelsField';

export interface AlertFormProps extends CrudFormBinding<AlertInput> {
  /** The alert edited or copied; a new alert otherwise. */
  initial?: Alert;
  /** A copy starts from `initial` and is saved as a new alert. */
  copy?: boolean;
  metrics: Metric[];
  dimensions: Dimension[];
  savedFilters: SavedFilter[];
  /** Members of the customer who may receive the alert. */
  users: SavedFilterShareableUser[];
  useSegmentItems: UseSegmentItems;
}

const conditionOptions = thresholdConditionSchema.options.map((condition) => ({ value: condition, label: condition }));
const comparedToOptions = comparedToSchema.options.map((value) => ({ value, label: comparedToLabels[value] }));

/**
 * Every field of an alert (spec 2 §3) with the defaults of §9: what is measured, the rule, the period, the
 * filters and who is told how. The contract's schema checks it before it is sent, with its messages.
 */
export function AlertForm(props: AlertFormProps) {
  const { initial, copy, metrics, dimensions, savedFilters, users, useSegmentItems } = props;
  const { fieldErrors = {}, onSubmit } = props;
  const [form] = Form.useForm<AlertFormValues>();
  const checks = useFormChecks(form, validate);
  const errors = { ...fieldErrors, ...checks.clientErrors };
  const type = Form.useWatch('type', form);
  const comparedTo = Form.useWatch('comparedTo', form);
  const metricId = Form.useWatch('metricId', form);
  const datePreset = Form.useWatch('datePreset', form);
  const metric = metrics.find((candidate) => candidate.id === metricId);
  const exact = (comparedTo ?? 'EXACT_VALUE') === 'EXACT_VALUE';
  const initialValues = initial ? valuesOf(initial, copy) : defaultValues();

  const presetOptions: { value: string; label: string }[] = DATE_PRESETS.map(({ code, label }) => ({
    value: code,
    label,
  }));
  if (datePreset && !presetOptions.some((option) => option.value === datePreset))
    presetOptions.push({ value: datePreset, label: describeDateCode(datePreset) ?? datePreset });

  return (
    <CrudForm<AlertFormValues>
      form={form}
      initialValues={initialValues}
      checks={checks}
      page={props}
      submitLabel={initial && !copy ? 'Save' : 'Create'}
      onSubmit={(values) => onSubmit(inputOf(values))}
    >
      <Form.Item label="Subject" name="subject" {...statusOf(errors.subject)}>
        <Input autoComplete="off" maxLength={200} />
      </Form.Item>
      <Form.Item label="Active" name="isActive" valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item label="Checks" name="type">
        <Radio.Group
          options={[
            { value: 'TOTAL', label: 'The whole selection' },
            { value: 'PER_ITEM', label: 'Each item of a dimension' },
          ]}
        />
      </Form.Item>
      <Flex gap="middle" wrap>
        <Form.Item label="Metric" name="metricId" style={{ minWidth: 260, flex: 1 }} {...statusOf(errors.metricId)}>
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            placeholder="Choose a metric"
            options={metrics.map((option) => ({ value: option.id, label: option.name }))}
          />
        </Form.Item>
        <Form.Item
          label="Aggregation"
          name="aggregationFunction"
          style={{ minWidth: 200 }}
          extra={metric && !metric.canBeAggregated ? 'This metric has its own roll-up.' : undefined}
        >
          <Select
            disabled={metric !== undefined && !metric.canBeAggregated}
            options={[
              { value: OWN_ROLL_UP, label: metric ? `Default (${metric.defaultAggregation})` : 'Default' },
              ...aggregationFunctions.map((name) => ({ value: name, label: name })),
            ]}
          />
        </Form.Item>
        {type === 'PER_ITEM' && (
          <Form.Item label="Dimension" name="dimensionId" style={{ minWidth: 200 }} {...statusOf(errors.dimensionId)}>
            <Select
              placeholder="Choose a dimension"
              options={dimensions
                .filter((dimension) => dimension.type !== 'DATE')
                .map((dimension) => ({ value: dimension.id, label: dimension.name }))}
            />
          </Form.Item>
        )}
      </Flex>
      <Flex gap="middle" wrap>
        <Form.Item label="Compared to" name="comparedTo" style={{ minWidth: 200 }}>
          <Select options={comparedToOptions} />
        </Form.Item>
        <Form.Item label="Rule" name="thresholdModerator" style={{ minWidth: 110 }}>
          <Select
            options={[
              { value: 'IS', label: 'is' },
              { value: 'IS_NOT', label: 'is not' },
            ]}
          />
        </Form.Item>
        <Form.Item label="Condition" name="thresholdCondition" style={{ minWidth: 90 }}>
          <Select options={conditionOptions} />
        </Form.Item>
        {exact ? (
          <Form.Item label="Threshold" name="threshold" {...statusOf(errors.threshold)}>
            <InputNumber style={{ width: 160 }} suffix={metric?.format === 'percent' ? '%' : undefined} />
          </Form.Item>
        ) : (
          <>
            <Form.Item label="Change" name="comparedValue" {...statusOf(errors.comparedValue)}>
              <InputNumber style={{ width: 140 }} />
            </Form.Item>
            <Form.Item label="Change in" name="comparedModifier" style={{ minWidth: 160 }}>
              <Select
                options={[
                  { value: 'PERCENT', label: 'Percent' },
                  { value: 'ABSOLUTE', label: 'The metric’s unit' },
                ]}
              />
            </Form.Item>
          </>
        )}
      </Flex>
      <Flex gap="middle" wrap align="end">
        <Form.Item label="Date range" name="datePreset" style={{ minWidth: 200 }} {...statusOf(errors.datePreset)}>
          <Select options={presetOptions} />
        </Form.Item>
        <Form.Item
          label="Periods in a row"
          name="trendPeriods"
          extra="The rule must hold this many periods in a row."
          {...statusOf(errorAt(errors, 'alertSettings.trendPeriods'))}
        >
          <InputNumber min={1} max={30} precision={0} style={{ width: 120 }} />
        </Form.Item>
        <Form.Item name="rearm" valuePropName="checked">
          <Checkbox>Re-arm: raise again only after the condition has cleared</Checkbox>
        </Form.Item>
      </Flex>
      <FilterSetFields
        savedFilters={savedFilters}
        useSegmentItems={useSegmentItems}
        error={errorAt(errors, 'filterSet.savedFilterIds')}
        extra="The alert checks the data these filters leave, as a dashboard would."
      />
      <RecipientsField
        users={users}
        error={errorAt(errors, 'recipientIds')}
        extra="Without recipients, the owner is told."
        placeholder="The owner"
      />
      <Form.Item label="Notify by" name="notificationMethods" {...statusOf(errorAt(errors, 'notificationMethods'))}>
        <Checkbox.Group
          options={[
            { value: 'T', label: 'In-app notification' },
            { value: 'E', label: 'E-mail' },
          ]}
        />
      </Form.Item>
      <ChannelsField errors={errors} />
    </CrudForm>
  );
}
