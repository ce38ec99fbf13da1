import { DATE_PRESETS, type WidgetVisualizationType } from '@shelfsight/contracts';
import { Checkbox, Form, type FormInstance, Input, Modal, Select } from 'antd';
import { useMemo } from 'react';
import type { Overrides } from './layoutEdits';
import {
  changeOf,
  type FieldError,
  formNameOf,
  offeredOverrides,
  type OverrideValues,
  valuesOf,
} from './overrideValues';
import { RibbonsField } from './RibbonsField';

export const OVERRIDE_TEXTS = {
  title: 'Widget on this dashboard',
  nameOverride: 'Name on this dashboard',
  savedFilterOverride: 'Saved filter on this dashboard',
  ownFilter: "The widget's own filter",
  includesFiltersOverride: "Also apply the dashboard's filters",
  datePresetOverride: 'Date preset on this dashboard',
  dashboardDates: "The dashboard's dates",
  overrideDimensionId: 'Dimension on this dashboard',
  overrideTagName: 'Tag category (when split by tag)',
  overrideSubDimension: 'Sub dimension on this dashboard',
  ownValue: "The widget's own",
  textTitle: 'Text title on this dashboard',
  textBody: 'Text on this dashboard',
  overrideSettings: 'Settings (JSON)',
  overrideLinkedDashboards: 'Linked dashboards',
  noLinks: 'None',
  apply: 'Apply',
} as const;

/** What the overrides pick from: saved filters, dimensions, tag categories and my other dashboards. */
export interface OverrideChoices {
  savedFilters: readonly { id: number; name: string }[];
  dimensions: readonly { id: number; name: string }[];
  tagCategories: readonly { name: string; label: string }[];
  dashboards: readonly { id: number; name: string }[];
}

export interface WidgetOverridesDialogProps {
  /** The widget's own name, shown as the placeholder. */
  widgetName: string;
  /** Its type, which decides the overrides offered; null for a widget not shared with me. */
  visualizationType: WidgetVisualizationType | null;
  overrides: Overrides;
  choices: OverrideChoices;
  /** The server's messages on this widget's overrides from a refused save, by field path. */
  serverErrors?: Readonly<Record<string, string>>;
  open: boolean;
  onApply: (change: Partial<Overrides>) => void;
  onCancel: () => void;
}

/** Messages on fields named by path; the paths come from the contract or the server, so untyped. */
const showErrors = (form: FormInstance, errors: FieldError[]) =>
  form.setFields(errors.map((error) => ({ name: error.name, errors: [error.message] })));

const options = (items: readonly { id: number; name: string }[]) =>
  items.map((item) => ({ value: item.id, label: item.name }));

/**
 * The overrides a widget takes on this dashboard only (spec 2 §3), those its type can use; a cleared
 * field removes its override. Checked with the contract's schema before it is applied.
 */
export function WidgetOverridesDialog(props: WidgetOverridesDialogProps) {
  const { widgetName, overrides, choices, serverErrors, open, onApply, onCancel } = props;
  const [form] = Form.useForm<OverrideValues>();
  const offered = useMemo(() => offeredOverrides(props.visualizationType), [props.visualizationType]);
  const filterChosen = Form.useWatch('savedFilterOverride', form);

  // Given to the form itself, which sets them once it holds its fields.
  const refusedFields = useMemo(
    () =>
      Object.entries(serverErrors ?? {}).map(([path, message]) => ({
        name: formNameOf(path.split('.')),
        errors: [message],
      })),
    [serverErrors],
  );

  const submit = async () => {
    await form.validateFields();
    const result = changeOf(form.getFieldsValue(true), offered);
    if ('change' in result) onApply(result.change);
    else showErrors(form, result.errors);
  };

  const select = (field: keyof OverrideValues, label: string, items: { value: unknown; label: string }[]) => (
    <Form.Item name={field} label={label}>
      <Select aria-label={label} allowClear placeholder={OVERRIDE_TEXTS.ownValue} options={items} />
    </Form.Item>
  );

  return (
    <Modal
      title={`${OVERRIDE_TEXTS.title}: ${widgetName}`}
      open={open}
      okText={OVERRIDE_TEXTS.apply}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onCancel}
      destroyOnHidden
      width={640}
    >
      <Form<OverrideValues>
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={valuesOf(overrides)}
        fields={refusedFields as never}
      >
        <Form.Item name="nameOverride" label={OVERRIDE_TEXTS.nameOverride} rules={[{ max: 200 }]}>
          <Input placeholder={widgetName} />
        </Form.Item>
        {offered.has('savedFilterOverride') ? (
          <>
            <Form.Item name="savedFilterOverride" label={OVERRIDE_TEXTS.savedFilterOverride}>
              <Select
                aria-label={OVERRIDE_TEXTS.savedFilterOverride}
                allowClear
                placeholder={OVERRIDE_TEXTS.ownFilter}
                options={options(choices.savedFilters)}
              />
            </Form.Item>
            <Form.Item name="includesFiltersOverride" valuePropName="checked">
              <Checkbox disabled={!filterChosen}>{OVERRIDE_TEXTS.includesFiltersOverride}</Checkbox>
            </Form.Item>
          </>
        ) : null}
        {offered.has('datePresetOverride') ? (
          <Form.Item name="datePresetOverride" label={OVERRIDE_TEXTS.datePresetOverride}>
            <Select
              aria-label={OVERRIDE_TEXTS.datePresetOverride}
              options={[
                { value: null, label: OVERRIDE_TEXTS.dashboardDates },
                ...DATE_PRESETS.map((preset) => ({ value: preset.code, label: preset.label })),
              ]}
            />
          </Form.Item>
        ) : null}
        {offered.has('overrideDimensionId')
          ? select('overrideDimensionId', OVERRIDE_TEXTS.overrideDimensionId, options(choices.dimensions))
          : null}
        {offered.has('overrideTagName')
          ? select(
              'overrideTagName',
              OVERRIDE_TEXTS.overrideTagName,
              choices.tagCategories.map((category) => ({ value: category.name, label: category.label })),
            )
          : null}
        {offered.has('overrideSubDimension')
          ? select(
              'overrideSubDimension',
              OVERRIDE_TEXTS.overrideSubDimension,
              // A sub dimension is stored as the dimension's id in text, as the widget editor stores it.
              choices.dimensions.map((dimension) => ({ value: String(dimension.id), label: dimension.name })),
            )
          : null}
        {offered.has('overrideTextFields') ? (
          <>
            <Form.Item name={['overrideTextFields', 'title']} label={OVERRIDE_TEXTS.textTitle}>
              <Input maxLength={200} />
            </Form.Item>
            <Form.Item name={['overrideTextFields', 'body']} label={OVERRIDE_TEXTS.textBody}>
              <Input.TextArea autoSize={{ minRows: 2, maxRows: 8 }} />
            </Form.Item>
          </>
        ) : null}
        <RibbonsField />
        {offered.has('overrideLinkedDashboards') ? (
          <Form.Item name="overrideLinkedDashboards" label={OVERRIDE_TEXTS.overrideLinkedDashboards}>
            <Select
              aria-label={OVERRIDE_TEXTS.overrideLinkedDashboards}
              mode="multiple"
              allowClear
              placeholder={OVERRIDE_TEXTS.noLinks}
              showSearch={{ optionFilterProp: 'label' }}
              options={options(choices.dashboards)}
            />
          </Form.Item>
        ) : null}
        <Form.Item name="overrideSettings" label={OVERRIDE_TEXTS.overrideSettings}>
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 8 }} placeholder='{"overallRow": true}' spellCheck={false} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
