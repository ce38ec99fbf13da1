import type { Meta, StoryObj } from '@storybook/react-vite';
import { Form } from 'antd';
import {
  sampleColumnGroups,
  sampleDimensions,
  sampleMetrics,
  sampleRetailers,
  sampleTableFields,
} from '../../testing/sampleWidgets';
import { NEW_WIDGET, type EditorValues } from './editorValues';
import { WidgetEditor } from './WidgetEditor';

/** The editor form with its own form instance, as the editor page holds it. */
function Editor({ initialValues, retentionMonths }: { initialValues: EditorValues; retentionMonths?: number }) {
  const [form] = Form.useForm<EditorValues>();
  return (
    <div style={{ maxWidth: 720 }}>
      <WidgetEditor
        form={form}
        initialValues={initialValues}
        metrics={sampleMetrics}
        dimensions={sampleDimensions}
        tableFields={sampleTableFields}
        columnGroups={sampleColumnGroups}
        retailers={sampleRetailers.map((retailer) => ({ id: retailer.id, name: retailer.displayName }))}
        retentionMonths={retentionMonths}
        today="2026-11-18"
        onSubmit={() => undefined}
        onCancel={() => undefined}
      />
    </div>
  );
}

const meta: Meta<typeof Editor> = { title: 'widgets/WidgetEditor', component: Editor };
export default meta;

type Story = StoryObj<typeof Editor>;

/** A new KPI: the default period, the last 30 days, nothing compared. */
export const NewKpi: Story = { args: { initialValues: { ...NEW_WIDGET, name: 'Availability at a glance' } } };

/** A KPI without a period of its own: it follows the dashboard's dates, and the picker shows the default days, disabled. */
export const DashboardPeriod: Story = {
  args: { initialValues: { ...NEW_WIDGET, name: 'Availability on the dashboard', metricId: 1, period: null } },
};

/** A weekly price KPI compared with the week before; the picker's button shows both periods. */
export const ComparedWeek: Story = {
  args: {
    initialValues: {
      ...NEW_WIDGET,
      name: 'Price this week',
      metricId: 2,
      period: { preset: '7d', compare: true, comparePreset: 'pp' },
    },
  },
};

/** A custom range compared with custom days, inside a customer's two years of data. */
export const CustomRangeAndComparison: Story = {
  args: {
    retentionMonths: 24,
    initialValues: {
      ...NEW_WIDGET,
      name: 'Christmas prices',
      metricId: 2,
      period: {
        preset: 'cu',
        dateFrom: '2025-12-01',
        dateTo: '2025-12-24',
        compare: true,
        comparePreset: 'ccu',
        compareFrom: '2024-12-01',
        compareTo: '2024-12-24',
      },
    },
  },
};

/** A data table with a price condition whose value is still missing, a threshold and the overall row. */
export const DataTableWithConditions: Story = {
  args: {
    initialValues: {
      ...NEW_WIDGET,
      name: 'Cheap products',
      visualizationType: 'DATA_TABLE',
      dimensionId: 1,
      customSettings: { overallRow: true },
      tableFields: [
        {
          fieldType: 'ATTRIBUTE',
          fieldId: 1,
          fieldName: 'Product name',
          dataType: 's',
          conditionOperator: 'contains',
          conditionValue: 'Pampers',
        },
        {
          fieldType: 'METRIC',
          fieldId: 2,
          fieldName: 'Selling price',
          dataType: 'n',
          conditionOperator: '>',
          conditionValue: null,
          thresholds: [{ condition: '>= 20', css: { 'background-color': '#fde2e2' } }],
        },
      ],
    },
  },
};

/** A price index bar chart by brand compared with the customer's own shop: the reference and its retailer are shown. */
export const PriceIndexAgainstOwnShop: Story = {
  args: {
    initialValues: {
      ...NEW_WIDGET,
      name: 'Price position against our shop',
      visualizationType: 'HORIZONTAL_BAR',
      metricId: 18,
      dimensionId: 2,
      customSettings: { priceIndexReference: 'RETAILER', priceIndexRetailerId: 5 },
    },
  },
};
