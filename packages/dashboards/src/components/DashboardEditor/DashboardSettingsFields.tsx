import { DEFAULT_DATE_PICKER_VALUE, type DatePickerValue, type SavedFilter } from '@shelfsight/contracts';
import { DateRangePicker } from '@shelfsight/ui-kit';
import { Checkbox, Flex, Form, Input, Radio, Select } from 'antd';
import { DashboardIconSelect } from '../DashboardIcon';
import type { EditorFormValues } from './editorDraft';
import { EDITOR_TEXTS } from './editorTexts';

export interface DashboardSettingsFieldsProps {
  savedFilters: readonly SavedFilter[];
  /** The form's current date mode: the dashboard's own dates show the picker. */
  dateMode: EditorFormValues['dateMode'] | undefined;
  /** YYYY-MM-DD for the date picker; stories and tests fix it. */
  today?: string;
  retentionMonths?: number | null;
}

/** The dashboard's own settings at the head of the editor form: name, icon, description, filter and dates. */
export function DashboardSettingsFields({
  savedFilters,
  dateMode,
  today,
  retentionMonths,
}: DashboardSettingsFieldsProps) {
  return (
    <>
      <Flex gap={16} wrap>
        <Form.Item
          name="name"
          label={EDITOR_TEXTS.name}
          rules={[{ required: true, whitespace: true, message: 'Enter a name.' }, { max: 200 }]}
          style={{ minWidth: 320, flex: 1 }}
        >
          <Input />
        </Form.Item>
        <Form.Item name="icon" label={EDITOR_TEXTS.icon} style={{ minWidth: 200 }}>
          <DashboardIconSelect />
        </Form.Item>
      </Flex>
      <Form.Item name="description" label={EDITOR_TEXTS.description} rules={[{ max: 2000 }]}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} />
      </Form.Item>
      <Flex gap={16} wrap align="end">
        <Form.Item name="defaultSavedFilterId" label={EDITOR_TEXTS.defaultFilter} style={{ minWidth: 260 }}>
          <Select
            allowClear
            placeholder={EDITOR_TEXTS.noFilter}
            options={savedFilters.map((filter) => ({ value: filter.id, label: filter.name }))}
          />
        </Form.Item>
        <Form.Item name="applyRetailerAssortment" valuePropName="checked">
          <Checkbox>{EDITOR_TEXTS.retailerAssortment}</Checkbox>
        </Form.Item>
        <Form.Item name="stretchLayout" valuePropName="checked">
          <Checkbox>{EDITOR_TEXTS.stretch}</Checkbox>
        </Form.Item>
      </Flex>
      <Flex gap={16} wrap align="center">
        <Form.Item name="dateMode" label={EDITOR_TEXTS.dates}>
          <Radio.Group
            options={[
              { value: 'widget', label: EDITOR_TEXTS.widgetDates },
              { value: 'dashboard', label: EDITOR_TEXTS.dashboardDates },
            ]}
          />
        </Form.Item>
        {dateMode === 'dashboard' ? (
          <Form.Item
            name="dates"
            label=" "
            valuePropName="value"
            getValueFromEvent={(value: DatePickerValue) => ({ ...value, compare: false })}
          >
            <DatePickerField today={today} retentionMonths={retentionMonths} />
          </Form.Item>
        ) : null}
      </Flex>
    </>
  );
}

/** The ui-kit picker as a form control: Form.Item hands it value and onChange. */
function DatePickerField({
  value,
  onChange,
  today,
  retentionMonths,
}: {
  value?: DatePickerValue;
  onChange?: (value: DatePickerValue) => void;
  today?: string;
  retentionMonths?: number | null;
}) {
  return (
    <DateRangePicker
      value={value ?? DEFAULT_DATE_PICKER_VALUE}
      onChange={(next) => onChange?.(next)}
      today={today}
      retentionMonths={retentionMonths}
    />
  );
}
