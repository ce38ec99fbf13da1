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
import {
  CrudForm,
  type CrudFormBinding,
  errorAt,
  FilterSetFields,
  fieldStatus,
  RecipientsField,
  useFormChecks,
  type UseSegmentItems,
} from '@shelfsight/ui-kit';
import { Checkbox, Flex, Form, Input, InputNumber, Radio } from 'antd';
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

export interface DatasetFormProps extends CrudFormBinding<DatasetInput> {
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
}

/**
 * The dataset builder (spec 2 §3, §7): name, source (a widget or metrics × dimensions), dates, filters, file
 * type, recipients and expiry. The contract's schema checks it before it is sent, with its messages.
 */
export function DatasetForm(props: DatasetFormProps) {
  const { context, widgets, metrics, dimensions, savedFilters, users, useSegmentItems } = props;
  const { retentionMonths, today, fieldErrors = {}, onSubmit } = props;
  const [form] = Form.useForm<DatasetFormValues>();
  const checks = useFormChecks(form, (values) => validate(values, retentionMonths));
  const [initialValues] = useState(() => (context ? valuesOfContext(context) : defaultValues()));
  const errors = { ...fieldErrors, ...checks.clientErrors };
  const source = (Form.useWatch('source', form) ?? initialValues.source) as DatasetFormValues['source'];
  const widgetId = Form.useWatch('widgetId', form) as number | null | undefined;
  const outputTypes =
    source === 'dashboardWidget'
      ? (context?.outputTypes ?? ['DETAILS']).filter((type) => type !== 'metrics')
      : outputTypesOfWidget(widgets.find((widget) => widget.id === widgetId));

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
  };

  const dashboardWidgetName = context && context.input.dashboardWidgetId !== null ? context.sourceName : undefined;
  return (
    <CrudForm<DatasetFormValues>
      form={form}
      initialValues={initialValues}
      checks={checks}
      page={props}
      submitLabel="Build dataset"
      onSubmit={(values) => onSubmit(inputOf(values, retentionMonths))}
      onValuesChange={onValuesChange}
    >
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
    </CrudForm>
  );
}
