import { referenceImageMessages, type ReferenceImageSet } from '@shelfsight/contracts';
import { Alert, Checkbox, Flex, Form, Input, Modal, Tag, Typography } from 'antd';
import type { ReferenceImageRetailer } from '../api/referenceImagesApi';
import { ModuleTag } from './ModuleTag';

/** Spec 3 §9: the set dialog is 800 wide. */
export const SET_DIALOG_WIDTH = 800;

export interface SetDialogValues {
  name: string;
  retailerIds: number[];
}

export interface SetDialogProps {
  /** The set edited; null adds a new one. */
  set: ReferenceImageSet | null;
  retailers: readonly ReferenceImageRetailer[];
  saving?: boolean;
  /** A refusal of the server, shown above the buttons. */
  error?: string | null;
  onSave: (values: SetDialogValues) => void;
  onCancel: () => void;
}

/** Whether a retailer may be ticked for `set`: one that another (not default) set holds is taken. */
export function retailerTakenByOtherSet(retailer: ReferenceImageRetailer, set: ReferenceImageSet | null): boolean {
  return retailer.setId !== null && retailer.setId !== set?.id;
}

/**
 * Adds or edits a reference image set (spec 3 §5): a name and at least one retailer, retailers of other sets
 * disabled. The default set holds every retailer no other set has, so only its name changes.
 */
export function SetDialog({ set, retailers, saving = false, error, onSave, onCancel }: SetDialogProps) {
  const [form] = Form.useForm<SetDialogValues>();
  const chosen = Form.useWatch('retailerIds', form) ?? [];
  const isDefault = set?.isDefault === true;
  const chosenRetailers = retailers.filter((retailer) => chosen.includes(retailer.id));
  const withoutModule = chosenRetailers.filter((retailer) => retailer.module === 'none');
  const firstImageOnly = chosenRetailers.filter((retailer) => retailer.module === 'ism');

  return (
    <Modal
      open
      width={SET_DIALOG_WIDTH}
      title={set ? 'Edit set' : 'Add set'}
      okText="Save"
      onOk={() => form.submit()}
      onCancel={onCancel}
      confirmLoading={saving}
      destroyOnHidden
    >
      <Form<SetDialogValues>
        form={form}
        layout="vertical"
        initialValues={{ name: set?.name ?? '', retailerIds: set?.retailers.map((retailer) => retailer.id) ?? [] }}
        onFinish={(values) => onSave({ name: values.name.trim(), retailerIds: values.retailerIds ?? [] })}
      >
        <Form.Item
          name="name"
          label="Name"
          rules={[{ required: true, whitespace: true, message: referenceImageMessages.nameRequired }]}
        >
          <Input maxLength={100} />
        </Form.Item>
        {isDefault ? (
          <Form.Item label="Retailers" extra="The default set holds every retailer no other set has.">
            <Flex wrap gap={8}>
              {set.retailers.map((retailer) => (
                <Tag key={retailer.id}>
                  {retailer.name} <ModuleTag module={retailer.module} />
                </Tag>
              ))}
            </Flex>
          </Form.Item>
        ) : (
          <Form.Item
            name="retailerIds"
            label="Retailers"
            rules={[{ required: true, type: 'array', min: 1, message: referenceImageMessages.retailerRequired }]}
          >
            <Checkbox.Group style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 8 }}>
              {retailers.map((retailer) => (
                <Checkbox key={retailer.id} value={retailer.id} disabled={retailerTakenByOtherSet(retailer, set)}>
                  {retailer.name} <ModuleTag module={retailer.module} />
                </Checkbox>
              ))}
            </Checkbox.Group>
          </Form.Item>
        )}
        {withoutModule.length > 0 && (
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 8 }}
            title={`No image similarity module: ${withoutModule.map((retailer) => retailer.name).join(', ')}. Their images are not checked.`}
          />
        )}
        {firstImageOnly.length > 0 && (
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 8 }}
            title={`Only the first image module: ${firstImageOnly.map((retailer) => retailer.name).join(', ')} cannot use the full carousel.`}
          />
        )}
        {error && <Alert type="error" showIcon title={error} />}
        {!isDefault && retailers.some((retailer) => retailerTakenByOtherSet(retailer, set)) && (
          <Typography.Text type="secondary">Retailers used by another set cannot be chosen.</Typography.Text>
        )}
      </Form>
    </Modal>
  );
}
