import { singleLineTextRule, type ProductV2, type ProductV2Update } from '@shelfsight/contracts';
import { Form, Input, Modal, Select } from 'antd';

export interface ProductEditDialogProps {
  /** The product being edited; null closes the dialog. */
  product: ProductV2 | null;
  saving?: boolean;
  onSave: (change: ProductV2Update) => void;
  onCancel: () => void;
}

interface EditForm {
  name: string;
  brandName: string;
  gtinCodes: string[];
  mpnCodes: string[];
  otherCodes: string[];
}

const codesField = (name: keyof EditForm, label: string) => (
  <Form.Item name={name} label={label}>
    <Select mode="tags" open={false} tokenSeparators={[',', ' ']} aria-label={label} />
  </Form.Item>
);

/** Renames a product, moves it to another brand (a new name makes the brand) and edits its codes. */
export function ProductEditDialog({ product, saving, onSave, onCancel }: ProductEditDialogProps) {
  const [form] = Form.useForm<EditForm>();
  const finish = (values: EditForm) =>
    onSave({
      name: values.name.trim(),
      brandName: values.brandName?.trim() ? values.brandName.trim() : null,
      gtinCodes: values.gtinCodes,
      mpnCodes: values.mpnCodes,
      otherCodes: values.otherCodes,
    });
  return (
    <Modal
      open={product !== null}
      title={product ? `Edit ${product.name}` : ''}
      okText="Save"
      confirmLoading={saving}
      destroyOnHidden
      onOk={() => form.submit()}
      onCancel={onCancel}
    >
      {product ? (
        <Form
          form={form}
          layout="vertical"
          preserve={false}
          onFinish={finish}
          initialValues={{
            name: product.name,
            brandName: product.brandName ?? '',
            gtinCodes: product.gtinCodes,
            mpnCodes: product.mpnCodes,
            otherCodes: product.otherCodes,
          }}
        >
          <Form.Item
            name="name"
            label="Name"
            rules={[{ required: true, whitespace: true, message: 'Name is required' }, singleLineTextRule]}
          >
            <Input />
          </Form.Item>
          <Form.Item name="brandName" label="Brand" rules={[singleLineTextRule]}>
            <Input />
          </Form.Item>
          {codesField('gtinCodes', 'GTIN codes')}
          {codesField('mpnCodes', 'MPN codes')}
          {codesField('otherCodes', 'Other codes')}
        </Form>
      ) : null}
    </Modal>
  );
}
