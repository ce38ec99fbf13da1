import {
  DATE_PRESETS,
  EXPORT_MAX_ROWS,
  type DashboardListEntry,
  type DashboardWidgetEntry,
  describeDateCode,
  exportWeekdays,
  isRelativeDateCode,
  nextExportAfter,
  type SavedFilter,
  type SavedFilterShareableUser,
  type ScheduledExport,
  type ScheduledExportInput,
} from '@shelfsight/contracts';
import {
  CrudForm,
  DAY_PICKER_FORMAT,
  type CrudFormBinding,
  errorAt,
  fieldStatus as statusOf,
  LuxonDatePicker,
  RecipientsField,
  useFormChecks,
} from '@shelfsight/ui-kit';
import { Checkbox, Flex, Form, Input, Radio, Select, Switch, Typography } from 'antd';
import { useState } from 'react';
import { type ExportFormValues, defaultValues, inputOf, validate, valuesOf } from '../../utils/formValues';
import { nextExportText } from '../../utils/nextExportText';
import { TargetFields } from './TargetFields';
import { TimeField } from './TimeField';

export interface ExportFormProps extends CrudFormBinding<ScheduledExportInput> {
  /** The export edited or copied; a new export otherwise. */
  initial?: ScheduledExport;
  /** A copy starts from `initial` and is saved as a new export. */
  copy?: boolean;
  dashboards: DashboardListEntry[];
  dashboardWidgets: DashboardWidgetEntry[];
  savedFilters: SavedFilter[];
  /** Members of the customer who may receive the export. */
  users: SavedFilterShareableUser[];
  /** The moment the "Next export" preview counts from; now by default. */
  now?: Date;
}

const monthDays = Array.from({ length: 31 }, (_, index) => ({ value: index + 1, label: String(index + 1) }));

/**
 * Every field of a scheduled export (spec 2 §3) with the defaults of §9, and the next export it would make.
 * The contract's schema checks it before it is sent, with its messages.
 */
export function ExportForm(props: ExportFormProps) {
  const { initial, copy, dashboards, dashboardWidgets, savedFilters, users } = props;
  const { fieldErrors = {}, onSubmit, now } = props;
  const [form] = Form.useForm<ExportFormValues>();
  const checks = useFormChecks(form, validate);
  const [initialValues] = useState(() => (initial ? valuesOf(initial, copy) : defaultValues()));
  const errors = { ...fieldErrors, ...checks.clientErrors };
  const watched = Form.useWatch([], form) as ExportFormValues | undefined;
  const values = { ...initialValues, ...watched };
  const frequency = values.frequency;
  const rollingDate = values.rollingDate;

  const presetOptions: { value: string; label: string }[] = DATE_PRESETS.filter(({ code }) =>
    isRelativeDateCode(code),
  ).map(({ code, label }) => ({
    value: code,
    label,
  }));
  if (rollingDate && !presetOptions.some((option) => option.value === rollingDate))
    presetOptions.push({ value: rollingDate, label: describeDateCode(rollingDate) ?? rollingDate });

  const input = inputOf(values);
  const next = values.startDate && values.time && values.isActive ? nextExportAfter(input, now ?? new Date()) : null;

  return (
    <CrudForm<ExportFormValues>
      form={form}
      initialValues={initialValues}
      checks={checks}
      page={props}
      submitLabel={initial && !copy ? 'Save' : 'Create'}
      onSubmit={(current) => onSubmit(inputOf(current))}
    >
      <Flex gap="middle" wrap>
        <Form.Item label="Subject" name="subject" style={{ minWidth: 320, flex: 2 }} {...statusOf(errors.subject)}>
          <Input autoComplete="off" maxLength={200} />
        </Form.Item>
        <Form.Item
          label="File name"
          name="filename"
          style={{ minWidth: 220, flex: 1 }}
          extra="Without extension: the file type adds it."
          {...statusOf(errors.filename)}
        >
          <Input autoComplete="off" maxLength={120} />
        </Form.Item>
        <Form.Item label="Active" name="isActive" valuePropName="checked">
          <Switch />
        </Form.Item>
      </Flex>
      <Form.Item label="File type" name="fileType" {...statusOf(errors.fileType)}>
        <Radio.Group
          options={[
            { value: 'csv', label: 'CSV (one widget)' },
            { value: 'xlsx', label: 'Excel (a widget, or a sheet per widget)' },
            { value: 'pdf', label: 'PDF (a whole dashboard)' },
          ]}
        />
      </Form.Item>
      <TargetFields
        dashboards={dashboards}
        dashboardWidgets={dashboardWidgets}
        target={values.target}
        errors={errors}
      />
      <Form.Item label="Date range" name="rollingDate" style={{ maxWidth: 280 }} {...statusOf(errors.rollingDate)}>
        <Select options={presetOptions} />
      </Form.Item>
      <Flex gap="middle" wrap>
        <Form.Item label="Frequency" name="frequency" style={{ minWidth: 160 }}>
          <Select
            options={[
              { value: 'daily', label: 'Daily' },
              { value: 'weekly', label: 'Weekly' },
              { value: 'monthly', label: 'Monthly' },
            ]}
          />
        </Form.Item>
        {frequency === 'weekly' && (
          <Form.Item label="Weekday" name="weekday" style={{ minWidth: 160 }} {...statusOf(errors.weekday)}>
            <Select placeholder="Choose a weekday" options={exportWeekdays} />
          </Form.Item>
        )}
        {frequency === 'monthly' && (
          <Form.Item
            label="Day of the month"
            name="monthDay"
            style={{ minWidth: 160 }}
            extra="A month without this day runs on its last day."
            {...statusOf(errors.monthDay)}
          >
            <Select placeholder="Choose a day" options={monthDays} />
          </Form.Item>
        )}
        <Form.Item label="Time (UTC)" name="time" {...statusOf(errors.time)}>
          <TimeField />
        </Form.Item>
        <Form.Item label="Start date" name="startDate" {...statusOf(errors.startDate)}>
          <LuxonDatePicker format={DAY_PICKER_FORMAT} allowClear={false} />
        </Form.Item>
        <Form.Item label="End date" name="endDate" {...statusOf(errors.endDate)}>
          <LuxonDatePicker format={DAY_PICKER_FORMAT} placeholder="No end" />
        </Form.Item>
      </Flex>
      <Typography.Paragraph>
        Next export: <strong data-testid="next-export">{next ? `${nextExportText(next)} UTC` : 'none'}</strong>
      </Typography.Paragraph>
      <Form.Item label="Saved filters" name="savedFilterIds" {...statusOf(errors['dashboardSettings.savedFilterIds'])}>
        <Select<number[]>
          mode="multiple"
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder="No filters"
          options={savedFilters.map((filter) => ({ value: filter.id, label: filter.name }))}
        />
      </Form.Item>
      <Form.Item label="Retailer assortment" name="assortment" style={{ maxWidth: 320 }}>
        <Select
          options={[
            { value: 'dashboard', label: 'As the dashboard says' },
            { value: 'applied', label: 'Applied' },
            { value: 'notApplied', label: 'Not applied' },
          ]}
        />
      </Form.Item>
      {values.target === 'widget' && values.fileType !== 'pdf' && (
        <Form.Item
          name="allRows"
          valuePropName="checked"
          extra={`Otherwise the file holds the first 50 rows. At most ${EXPORT_MAX_ROWS.toLocaleString('en-US')} rows.`}
          {...statusOf(errors.exportRows)}
        >
          <Checkbox>All rows</Checkbox>
        </Form.Item>
      )}
      <RecipientsField
        users={users}
        error={errorAt(errors, 'recipientIds')}
        extra="Without recipients, the owner gets the mail."
        placeholder="The owner"
      />
    </CrudForm>
  );
}
