import type { ConfiguredRetailer, RetailerSettingsOverrides } from '@shelfsight/contracts';
import { singleLineTextRule } from '@shelfsight/contracts';
import { Form, Input, Modal, Typography } from 'antd';

type TextKey = 'keywordUrl' | 'categoryTemplateType' | 'categoryInputTemplate';
type TextValues = Partial<Record<TextKey, string>>;

export interface RetailerOverridesDialogProps {
  /** The tracked retailer whose settings are edited; the dialog is closed while null. */
  retailer: ConfiguredRetailer | null;
  onSave(retailerId: number, overrides: RetailerSettingsOverrides): void;
  onClose(): void;
}

const FIELDS: { key: TextKey; label: string; url?: boolean }[] = [
  { key: 'keywordUrl', label: 'Keyword URL ({keyword} is replaced)', url: true },
  { key: 'categoryTemplateType', label: 'Category template type' },
  { key: 'categoryInputTemplate', label: 'Category input template' },
];

/** The overrides with the text fields as entered: an empty field drops its override, so the retailer's own applies. */
export function mergeTextOverrides(current: RetailerSettingsOverrides, values: TextValues): RetailerSettingsOverrides {
  const next: RetailerSettingsOverrides = { ...current };
  for (const { key } of FIELDS) {
    const value = values[key]?.trim() ?? '';
    if (value === '') delete next[key];
    else next[key] = value;
  }
  return next;
}

/**
 * This customer's own keyword link and category templates at one retailer. Each empty field follows the
 * retailer's setting, shown as the field's placeholder.
 */
export function RetailerOverridesDialog({ retailer, onSave, onClose }: RetailerOverridesDialogProps) {
  const [form] = Form.useForm<TextValues>();
  return (
    <Modal
      open={retailer !== null}
      title={retailer ? `Settings at ${retailer.displayName}` : ''}
      okText="Save"
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      width={640}
    >
      {retailer ? (
        <Form<TextValues>
          form={form}
          layout="vertical"
          preserve={false}
          initialValues={Object.fromEntries(FIELDS.map(({ key }) => [key, retailer.overrides[key] ?? '']))}
          onFinish={(values) => onSave(retailer.retailerId, mergeTextOverrides(retailer.overrides, values))}
        >
          <Typography.Paragraph type="secondary">
            Leave a field empty to use the retailer&apos;s setting.
          </Typography.Paragraph>
          {FIELDS.map(({ key, label, url }) => (
            <Form.Item
              key={key}
              name={key}
              label={label}
              rules={[
                singleLineTextRule,
                ...(url ? [{ pattern: /^https?:\/\/\S+$/, message: 'Use an http(s) address' }] : []),
              ]}
            >
              <Input placeholder={retailer.ownSettings[key] ?? 'Not set'} />
            </Form.Item>
          ))}
        </Form>
      ) : null}
    </Modal>
  );
}
