import {
  aggregationFunctions,
  dateGroupings,
  DEFAULT_DATE_PICKER_VALUE,
  DEFAULT_DATE_PRESET,
  describeDateCode,
  priceIndexReferenceLabels,
  priceIndexReferenceMessages,
  priceIndexReferences,
  type PriceIndexReferenceKind,
  savedWidgetMessages,
  selectableWidgetTypes,
  singleLineTextRule,
  multiLineTextRule,
  widgetTypeCatalogue,
  widgetTypeOf,
  type DatePickerValue,
  type WidgetRequirableField,
} from '@shelfsight/contracts';
import { RetailerPicker, type RetailerChoice } from '@shelfsight/product-kit';
import { DateRangePicker } from '@shelfsight/ui-kit';
import {
  Alert,
  Button,
  Checkbox,
  Flex,
  Form,
  Input,
  InputNumber,
  Radio,
  Select,
  Space,
  Typography,
  type FormInstance,
} from 'antd';
import { useState } from 'react';
import type { ColumnGroup, Dimension, Metric, TableField } from '../../api/metadataTypes';
import { usesPriceIndex, type EditorValues } from './editorValues';
import { TableFieldsEditor } from './TableFieldsEditor';

export interface WidgetEditorProps {
  form: FormInstance<EditorValues>;
  initialValues: EditorValues;
  metrics: Metric[];
  dimensions: Dimension[];
  tableFields: TableField[];
  columnGroups: ColumnGroup[];
  /** Retailers the user may see, for a price index compared with one retailer. */
  retailers?: RetailerChoice[];
  /** A stored scatter plot keeps its type; it just cannot be chosen for another widget. */
  editingScatter?: boolean;
  generalError?: string | null;
  saving?: boolean;
  /** The customer's retention in months, for the date-range picker; the default 3 when unknown. */
  retentionMonths?: number | null;
  /** YYYY-MM-DD; the browser's today when left out. */
  today?: string;
  onSubmit: (values: EditorValues) => void;
  onCancel: () => void;
}

interface PeriodFieldProps {
  value?: DatePickerValue | null;
  onChange?: (value: DatePickerValue | null) => void;
  retentionMonths?: number | null;
  today?: string;
}

/**
 * The widget's period as a form control: either none of its own (null: the dashboard's or the request's dates
 * apply, the default period without them) or a date-range picker value. Without an own period the picker
 * stays disabled and shows the default days, the ones the preview draws.
 */
function PeriodField({ value, onChange, retentionMonths, today }: PeriodFieldProps) {
  const own = value ?? null;
  // Going back to an own period restores the last one chosen here.
  const [lastOwn, setLastOwn] = useState<DatePickerValue>(own ?? DEFAULT_DATE_PICKER_VALUE);
  const choose = (next: DatePickerValue) => {
    setLastOwn(next);
    onChange?.(next);
  };
  return (
    <Flex vertical gap="small" align="flex-start">
      <Radio.Group
        aria-label="Period of the widget"
        name="periodSource"
        optionType="button"
        value={own ? 'own' : 'dashboard'}
        onChange={(event) => onChange?.(event.target.value === 'own' ? lastOwn : null)}
        options={[
          { value: 'dashboard', label: 'Dashboard period' },
          { value: 'own', label: 'Own period' },
        ]}
      />
      <DateRangePicker
        value={own ?? DEFAULT_DATE_PICKER_VALUE}
        disabled={!own}
        onChange={choose}
        retentionMonths={retentionMonths}
        today={today}
      />
      <Typography.Text type="secondary">
        {own
          ? "Saved with the widget; the preview draws these days. On a dashboard the dashboard's dates apply."
          : `No period of its own: on a dashboard the dashboard's dates apply, elsewhere the default (${describeDateCode(DEFAULT_DATE_PRESET) ?? DEFAULT_DATE_PRESET}), which the preview draws.`}
      </Typography.Text>
    </Flex>
  );
}

const options = <T extends { id: number; name: string }>(items: T[]) =>
  items.map((item) => ({ value: item.id, label: item.name }));

/** What each price index reference means, shown under the choice. */
const referenceHelp: Record<PriceIndexReferenceKind, string> = {
  MARKET_AVERAGE:
    "Each price against the product's average price that day at the retailers in view. Over all retailers a brand or product averages about 100.",
  LOWEST_COMPETITOR:
    "Each price against the product's lowest price that day at the other retailers in view: 100 matches the cheapest competitor, above 100 is dearer.",
  RETAILER:
    "Each other retailer's price against the chosen retailer's price of the product that day (e.g. your own shop): above 100 is dearer than that retailer.",
};

/** The price index reference (customSettings), shown while the widget shows a price index. */
function PriceIndexReferenceFields({
  form,
  retailers,
}: {
  form: FormInstance<EditorValues>;
  retailers: RetailerChoice[];
}) {
  const chosen =
    (Form.useWatch(['customSettings', 'priceIndexReference'], form) as PriceIndexReferenceKind | undefined) ??
    'MARKET_AVERAGE';
  return (
    <>
      <Form.Item
        name={['customSettings', 'priceIndexReference']}
        label="Price index compared with"
        extra={referenceHelp[chosen]}
        getValueProps={(value: PriceIndexReferenceKind | undefined) => ({ value: value ?? 'MARKET_AVERAGE' })}
      >
        <Radio.Group
          aria-label="Price index compared with"
          options={priceIndexReferences.map((kind) => ({ value: kind, label: priceIndexReferenceLabels[kind] }))}
        />
      </Form.Item>
      {chosen === 'RETAILER' && (
        <Form.Item
          name={['customSettings', 'priceIndexRetailerId']}
          label="Reference retailer"
          rules={[{ required: true, message: priceIndexReferenceMessages.retailerRequired }]}
        >
          <RetailerPicker aria-label="Reference retailer" retailers={retailers} />
        </Form.Item>
      )}
    </>
  );
}

/** The widget form: type picker, then the selectors that type has, its required ones marked. */
export function WidgetEditor(props: WidgetEditorProps) {
  const { form, initialValues, metrics, dimensions, tableFields, columnGroups, editingScatter, generalError, saving } =
    props;
  const visualizationType = Form.useWatch('visualizationType', form) ?? initialValues.visualizationType;
  const type = widgetTypeOf(visualizationType);
  const required = (field: WidgetRequirableField) => type.requiredFields.includes(field);
  const rule = (field: WidgetRequirableField) =>
    required(field) ? [{ required: true, message: savedWidgetMessages.required }] : [];
  const types = editingScatter ? widgetTypeCatalogue : selectableWidgetTypes;
  const metricId = Form.useWatch('metricId', form) ?? initialValues.metricId;
  const chosenTableFields = Form.useWatch('tableFields', form) ?? initialValues.tableFields;
  const priceIndexShown = usesPriceIndex({
    metricId: type.hasMetric ? metricId : null,
    tableFields: type.hasTableFields ? chosenTableFields : [],
  });

  return (
    <Form<EditorValues>
      form={form}
      layout="vertical"
      initialValues={initialValues}
      onFinish={props.onSubmit}
      scrollToFirstError
    >
      {generalError && <Alert type="error" showIcon title={generalError} style={{ marginBottom: 16 }} />}
      <Form.Item
        name="name"
        label="Name"
        rules={[{ required: true, whitespace: true, message: 'Enter a name.' }, singleLineTextRule]}
      >
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item name="description" label="Description" rules={[multiLineTextRule]}>
        <Input.TextArea maxLength={2000} autoSize={{ minRows: 1, maxRows: 4 }} />
      </Form.Item>
      <Form.Item name="visualizationType" label="Type" rules={[{ required: true }]}>
        <Select
          aria-label="Type"
          options={types.map((t) => ({
            value: t.visualizationType,
            label: t.name,
            disabled: !t.selectable && !editingScatter,
          }))}
        />
      </Form.Item>
      {type.hasMetric && (
        <Form.Item name="metricId" label="Metric" rules={rule('metricId')}>
          <Select aria-label="Metric" showSearch optionFilterProp="label" options={options(metrics)} />
        </Form.Item>
      )}
      {type.hasAggregationFunction && (
        <Form.Item name="aggregationFunction" label="Aggregation" rules={rule('aggregationFunction')}>
          <Select aria-label="Aggregation" options={aggregationFunctions.map((fn) => ({ value: fn, label: fn }))} />
        </Form.Item>
      )}
      {type.hasDimension && (
        <Form.Item
          name="dimensionId"
          label={type.hasVerticalDimension ? 'Horizontal dimension' : 'Dimension'}
          rules={rule('dimensionId')}
        >
          <Select aria-label="Dimension" options={options(dimensions)} />
        </Form.Item>
      )}
      {type.hasVerticalDimension && (
        <Form.Item name="verticalDimensionId" label="Vertical dimension" rules={rule('verticalDimensionId')}>
          <Select aria-label="Vertical dimension" options={options(dimensions)} />
        </Form.Item>
      )}
      {type.hasSubDimension && (
        <Form.Item name="subDimensionKey" label="Sub dimension" rules={rule('subDimensionKey')}>
          <Select
            aria-label="Sub dimension"
            allowClear
            placeholder="None"
            options={dimensions.map((d) => ({ value: String(d.id), label: d.name }))}
          />
        </Form.Item>
      )}
      {visualizationType === 'LINE' && (
        <Form.Item name="dateAggregationLevel" label="Date grouping">
          <Select
            aria-label="Date grouping"
            allowClear
            placeholder="DAY"
            options={dateGroupings.map((g) => ({ value: g, label: g }))}
          />
        </Form.Item>
      )}
      {type.hasDisplayCondition && (
        <Form.Item label="Display condition" required={required('displayCondition')}>
          <Space.Compact>
            <Form.Item name={['displayCondition', 'operator']} noStyle rules={rule('displayCondition')}>
              <Select
                aria-label="Display condition"
                style={{ width: 90 }}
                options={['=', '!=', '<', '<=', '>', '>='].map((op) => ({ value: op, label: op }))}
              />
            </Form.Item>
            <Form.Item name={['displayCondition', 'value']} noStyle rules={rule('displayCondition')}>
              <InputNumber aria-label="Display condition value" />
            </Form.Item>
          </Space.Compact>
        </Form.Item>
      )}
      {type.hasColumnGroups && (
        <Form.Item
          name="columnGroupIds"
          label="Column groups"
          rules={
            required('columnGroupIds')
              ? [{ required: true, type: 'array', min: 1, message: savedWidgetMessages.required }]
              : []
          }
        >
          <Select aria-label="Column groups" mode="multiple" optionFilterProp="label" options={options(columnGroups)} />
        </Form.Item>
      )}
      {type.hasTextFields && (
        <>
          <Form.Item name={['textFields', 'title']} label="Heading">
            <Input maxLength={200} />
          </Form.Item>
          <Form.Item
            name={['textFields', 'body']}
            label="Text"
            rules={[{ required: true, whitespace: true, message: 'Enter the text to show.' }]}
          >
            <Input.TextArea autoSize={{ minRows: 3, maxRows: 12 }} />
          </Form.Item>
        </>
      )}
      {type.hasTableFields && (
        <Form.Item label="Table fields" required={required('tableFields')}>
          <TableFieldsEditor form={form} tableFields={tableFields} />
        </Form.Item>
      )}
      {priceIndexShown && <PriceIndexReferenceFields form={form} retailers={props.retailers ?? []} />}
      {visualizationType === 'DATA_TABLE' && (
        // Only the data table's answer has an overall row (the engine adds it when asked).
        <Form.Item name={['customSettings', 'overallRow']} valuePropName="checked">
          <Checkbox>Overall row</Checkbox>
        </Form.Item>
      )}
      <Form.Item name="period" label="Date range">
        <PeriodField retentionMonths={props.retentionMonths} today={props.today} />
      </Form.Item>
      <Flex gap="small">
        <Button type="primary" htmlType="submit" loading={saving}>
          Save
        </Button>
        <Button onClick={props.onCancel}>Cancel</Button>
      </Flex>
    </Form>
  );
}
