import { gtinProblem, singleLineTextRule, type ProductV2, type ProductV2Update } from '@shelfsight/contracts';
import { Form, type FormRule, Input, Modal, Select } from 'antd';

/** An attribute value to store; null removes it. */
export interface AttributeValueChange {
  attributeId: number;
  value: string | null;
}

export interface ProductEditDialogProps {
  /** The product being edited; null closes the dialog. */
  product: ProductV2 | null;
  /** The attribute columns whose values the dialog edits. */
  attributeColumns?: readonly { id: number; name: string }[];
  saving?: boolean;
  /** The product's fields, and the attribute values that changed. */
  onSave: (change: ProductV2Update, attributeValues: AttributeValueChange[]) => void;
  onCancel: () => void;
}

interface EditForm {
  name: string;
  brandName: string;
  gtinCodes: string[];
  mpnCodes: string[];
  otherCodes: string[];
  attributes?: Record<number, string>;
}

// The rule the product-list upload applies, so a GTIN is refused here before the server would.
const gtinRule: FormRule = {
  validator: async (_rule, codes: string[] | undefined) => {
    const problem = (codes ?? []).map((code) => gtinProblem(code.trim())).find((text) => text !== null);
    if (problem) throw new Error(problem);
  },
};

const codesField = (name: keyof EditForm, label: string, rules: FormRule[] = []) => (
  <Form.Item name={name} label={label} rules={rules}>
    <Select mode="tags" open={false} tokenSeparators={[',', ' ']} aria-label={label} />
  </Form.Item>
);

/** Renames a product, moves it to another brand (a new name makes the brand) and edits its codes. */
export function ProductEditDialog({
  product,
  attributeColumns = [],
  saving,
  onSave,
  onCancel,
}: ProductEditDialogProps) {
  const [form] = Form.useForm<EditForm>();
  const finish = (values: EditForm) => {
    const attributeValues = attributeColumns
      .map((column) => {
        const typed = String(values.attributes?.[column.id] ?? '').trim();
        return {
          attributeId: column.id,
          value: typed === '' ? null : typed,
          before: product?.attributes[column.name] ?? null,
        };
      })
      .filter((entry) => entry.value !== entry.before)
      .map(({ attributeId, value }) => ({ attributeId, value }));
    onSave(
      {
        name: values.name.trim(),
        brandName: values.brandName?.trim() ? values.brandName.trim() : null,
        gtinCodes: values.gtinCodes,
        mpnCodes: values.mpnCodes,
        otherCodes: values.otherCodes,
      },
      attributeValues,
    );
  };
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
            attributes: Object.fromEntries(
              attributeColumns.map((column) => [column.id, product.attributes[column.name] ?? '']),
            ),
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
          {codesField('gtinCodes', 'GTIN codes', [gtinRule])}
          {codesField('mpnCodes', 'MPN codes')}
          {codesField('otherCodes', 'Other codes')}
          {attributeColumns.map((column) => (
            <Form.Item
              key={column.id}
              name={['attributes', column.id]}
              label={column.name}
              rules={[singleLineTextRule]}
            >
              <Input />
            </Form.Item>
          ))}
        </Form>
      ) : null}
    </Modal>
  );
}
