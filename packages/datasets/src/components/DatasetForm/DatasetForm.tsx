import type { Dimension } from '@shelfsight/api-client';
import {
  DATASET_MAX_EXPIRY_DAYS,
  type DatasetContext,
  type DatasetInput,
  type Metric,
  type SavedFilter,
  type SavedFilterShareableUser,
  type SavedWidget,
} from '@shelfsight/contracts';
import { errorAt, FilterSetFields, fieldStatus, RecipientsField, type UseSegmentItems } from '@shelfsight/ui-kit';
import { Alert as Notice, Button, Checkbox, Flex, Form, Input, InputNumber, Radio } from 'antd';
import { useState } from 'react';
import {
  type DatasetFormValues,
  defaultValues,
  inputOf,
  outputTypesOfWidget,
  validate,
  valuesOfContext,
} from '../../utils/formValues';
import { DatesField } from './DatesField';
import { SourceFields } from './SourceFields';

export interface DatasetFormProps {
  /** What the builder starts from (a placed widget, or a dataset built again); empty otherwise. */
  context?: DatasetContext;
  widgets: SavedWidget[];
  metrics: Metric[];
  dimensions: Dimension[];
  savedFilters: SavedFilter[];
  /** Members of the customer who may receive the file. */
  users: SavedFilterShareableUser[];
  useSegmentItems: UseSegmentItems;
  retentionMonths?: number | null;
  /** YYYY-MM-DD the dates count from; today by default. Tests fix it. */
  today?: string;
  submitting?: boolean;
  /** Per-field messages from the server (dotted paths). */
  fieldErrors?: Record<string, string>;
  generalError?: string | null;
  onSubmit(input: DatasetInput): void;
  onCancel(): void;
}

/**
 * The dataset builder (spec 2 §3, §7): name, source (a widget or metrics × dimensions), dates, filters, file
 * type, recipients and expiry. The contract's schema checks it before it is sent, with its messages.
 */
export function DatasetForm(props: DatasetFormProps) {
  const { context, widgets, metrics, dimensions, savedFilters, users, useSegmentItems } = props;
  const { retentionMonths, today, submitting, fieldErrors = {}, generalError, onSubmit, onCancel } = props;
  const [form] = Form.useForm<DatasetFormValues>();
  const [clientErrors, setClientErrors] = useState<Record<string, string> | null>(null);
  const [initialValues] = useState(() => (context ? valuesOfContext(context) : defaultValues()));
  const errors = { ...fieldErrors, ...clientErrors };
  const source = (Form.useWatch('source', form) ?? initialValues.source) as DatasetFormValues['source'];
  const widgetId = Form.useWatch('widgetId', form) as number | null | undefined;
  const outputTypes =
    source === 'dashboardWidget'
      ? (context?.outputTypes ?? ['DETAILS']).filter((type) => type !== 'metrics')
      : outputTypesOfWidget(widgets.find((widget) => widget.id === widgetId));

  const check = () => validate(form.getFieldsValue(true) as DatasetFormValues, retentionMonths);
  const submit = () => {
    const found = check();
    setClientErrors(found);
    if (Object.keys(found).length === 0)
      onSubmit(inputOf(form.getFieldsValue(true) as DatasetFormValues, retentionMonths));
  };

  const onValuesChange = (changed: Partial<DatasetFormValues>) => {
    // A newly chosen widget starts with its default rows: its table for a table, else the product rows.
    if ('widgetId' in changed || 'source' in changed) {
      const current = form.getFieldsValue(true) as DatasetFormValues;
      const types =
        current.source === 'dashboardWidget'
          ? (context?.outputTypes ?? ['DETAILS']).filter((type) => type !== 'metrics')
          : outputTypesOfWidget(widgets.find((widget) => widget.id === current.widgetId));
      if (current.source !== 'metrics' && ('widgetId' in changed || !types.includes(current.outputType)))
        form.setFieldValue('outputType', types[0]);
    }
    // After a first attempt, messages follow the fields as they change.
    if (clientErrors) setClientErrors(check());
  };

  const dashboardWidgetName = context && context.input.dashboardWidgetId !== null ? context.sourceName : undefined;
  return (
    <Form<DatasetFormValues>
      form={form}
      layout="vertical"
      initialValues={initialValues}
      onFinish={submit}
      onValuesChange={onValuesChange}
    >
      {generalError && <Notice type="error" showIcon title={generalError} style={{ marginBottom: 16 }} />}
      {/* The contract checks the form on submit; `required` only marks the fields it asks for. */}
      <Form.Item label="Name" name="subject" required style={{ maxWidth: 560 }} {...fieldStatus(errors.subject)}>
        <Input autoComplete="off" maxLength={200} />
      </Form.Item>
      <SourceFields
        source={source}
        dashboardWidgetName={dashboardWidgetName}
        widgets={widgets}
        outputTypes={outputTypes}
        metrics={metrics}
        dimensions={dimensions}
        errors={errors}
      />
      <Form.Item label="Dates" name="dates" required {...fieldStatus(errors.toDate ?? errors.fromDate)}>
        <DatesField retentionMonths={retentionMonths} today={today} />
      </Form.Item>
      <FilterSetFields
        savedFilters={savedFilters}
        useSegmentItems={useSegmentItems}
        error={errorAt(errors, 'filterSet')}
        extra="The dataset holds the data these filters leave, as a dashboard would."
      />
      <Form.Item name="applyRetailerAssortment" valuePropName="checked">
        <Checkbox>Apply retailer assortment</Checkbox>
      </Form.Item>
      <Flex gap="middle" wrap>
        <Form.Item label="File type" name="fileType" {...fieldStatus(errors.fileType)}>
          <Radio.Group
            options={[
              { value: 'csv', label: 'CSV' },
              { value: 'xlsx', label: 'Excel' },
            ]}
          />
        </Form.Item>
        <Form.Item
          label="Keep for (days)"
          name="expiryDays"
          extra="The file is removed after this many days."
          {...fieldStatus(errors.expiryDays)}
        >
          <InputNumber min={1} max={DATASET_MAX_EXPIRY_DAYS} precision={0} />
        </Form.Item>
      </Flex>
      <RecipientsField
        users={users}
        error={errorAt(errors, 'recipientIds')}
        extra="Mailed when it is built; without recipients nobody is mailed and the file waits in the list."
        placeholder="Nobody"
      />
      <Flex gap="small">
        <Button type="primary" htmlType="submit" loading={submitting}>
          Build dataset
        </Button>
        <Button onClick={onCancel}>Cancel</Button>
      </Flex>
    </Form>
  );
}
