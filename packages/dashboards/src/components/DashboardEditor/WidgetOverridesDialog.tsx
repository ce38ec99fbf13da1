import { DATE_PRESETS } from '@shelfsight/contracts';
import { Form, Input, Modal, Select } from 'antd';
import type { Overrides } from './layoutEdits';

export const OVERRIDE_TEXTS = {
  title: 'Widget on this dashboard',
  nameOverride: 'Name on this dashboard',
  namePlaceholder: "The widget's own name",
  datePresetOverride: 'Date preset on this dashboard',
  dashboardDates: "The dashboard's dates",
  apply: 'Apply',
} as const;

interface OverrideValues {
  nameOverride: string;
  datePresetOverride: string | null;
}

export interface WidgetOverridesDialogProps {
  /** The widget's own name, shown as the placeholder. */
  widgetName: string;
  overrides: Overrides;
  open: boolean;
  onApply: (change: Pick<Overrides, 'nameOverride' | 'datePresetOverride'>) => void;
  onCancel: () => void;
}

/**
 * The name and date preset a widget takes on this dashboard only (spec 2 §3 overrides); an empty name or
 * "the dashboard's dates" clears the override. Other overrides are kept as stored.
 */
export function WidgetOverridesDialog({ widgetName, overrides, open, onApply, onCancel }: WidgetOverridesDialogProps) {
  const [form] = Form.useForm<OverrideValues>();
  return (
    <Modal
      title={`${OVERRIDE_TEXTS.title}: ${widgetName}`}
      open={open}
      okText={OVERRIDE_TEXTS.apply}
      onOk={() => form.submit()}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Form<OverrideValues>
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{
          nameOverride: overrides.nameOverride ?? '',
          datePresetOverride: overrides.datePresetOverride ?? null,
        }}
        onFinish={(values) =>
          onApply({
            nameOverride: values.nameOverride.trim() === '' ? null : values.nameOverride.trim(),
            datePresetOverride: values.datePresetOverride,
          })
        }
      >
        <Form.Item name="nameOverride" label={OVERRIDE_TEXTS.nameOverride} rules={[{ max: 200 }]}>
          <Input placeholder={widgetName} />
        </Form.Item>
        <Form.Item name="datePresetOverride" label={OVERRIDE_TEXTS.datePresetOverride}>
          <Select
            options={[
              { value: null, label: OVERRIDE_TEXTS.dashboardDates },
              ...DATE_PRESETS.map((preset) => ({ value: preset.code, label: preset.label })),
            ]}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
