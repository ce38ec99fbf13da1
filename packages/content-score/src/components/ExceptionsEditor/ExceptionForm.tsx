import { calculatedMetricFields, dccFieldLabels, dccOperatorLabels } from '@shelfsight/contracts';
import { ProductPicker, type ProductChoice, RetailerPicker, type RetailerChoice } from '@shelfsight/product-kit';
import { Alert, Form, Input, Modal, Radio, Select } from 'antd';
import type { DccTag } from '../../api/dccApi';
import type { ExceptionDraft, ExceptionKind } from '../../utils/exceptionDrafts';
import { isListOperator, operatorsFor, takesValue } from '../../utils/itemDrafts';

export interface ExceptionFormProps {
  kind: ExceptionKind;
  adding: boolean;
  draft: ExceptionDraft;
  onChange: (patch: Partial<ExceptionDraft>) => void;
  products: readonly ProductChoice[];
  retailers: readonly RetailerChoice[];
  tags: readonly DccTag[];
  /** Errors by the key of the row (`entityId`, `retailerIds.1`, `operator`…), and one for the whole save. */
  errors: { fields: Record<string, string>; general: string | null };
  saving: boolean;
  onSave: () => void;
  onCancel: () => void;
}

const status = (error: string | undefined) => ({ validateStatus: error ? ('error' as const) : undefined, help: error });

/** The modal editing one exception (one retailer, one tag) or exception group (several of each). */
export function ExceptionForm({
  kind,
  adding,
  draft,
  onChange,
  products,
  retailers,
  tags,
  errors,
  saving,
  onSave,
  onCancel,
}: ExceptionFormProps) {
  const several = kind === 'exceptionGroups';
  const noun = several ? 'exception group' : 'exception';
  // Errors of a list name its item (`retailerIds.2`); the list's picker shows the first.
  const errorOf = (...keys: string[]) =>
    Object.entries(errors.fields).find(([key]) => keys.some((k) => key === k || key.startsWith(`${k}.`)))?.[1];
  const tagOptions = tags.map((tag) => ({ value: tag.id, label: tag.value }));
  return (
    <Modal
      open
      title={adding ? `Add an ${noun}` : `Edit the ${noun}`}
      okText="Save"
      confirmLoading={saving}
      onOk={onSave}
      onCancel={onCancel}
    >
      <Form layout="vertical" component="div">
        <Form.Item label="Product" htmlFor="exception-product" {...status(errorOf('entityId'))}>
          <ProductPicker<number>
            id="exception-product"
            aria-label="Product"
            allowClear
            placeholder="Any product"
            products={products}
            value={draft.productId ?? undefined}
            onChange={(productId) => onChange({ productId: productId ?? null })}
          />
        </Form.Item>
        <Form.Item
          label={several ? 'Retailers' : 'Retailer'}
          htmlFor="exception-retailers"
          {...status(errorOf('retailerId', 'retailerIds'))}
        >
          {several ? (
            <RetailerPicker<number[]>
              id="exception-retailers"
              aria-label="Retailers"
              mode="multiple"
              allowClear
              placeholder="Any retailer"
              retailers={retailers}
              value={draft.retailerIds}
              onChange={(retailerIds) => onChange({ retailerIds })}
            />
          ) : (
            <RetailerPicker<number>
              id="exception-retailers"
              aria-label="Retailer"
              allowClear
              placeholder="Any retailer"
              retailers={retailers}
              value={draft.retailerIds[0]}
              onChange={(retailerId) => onChange({ retailerIds: retailerId === undefined ? [] : [retailerId] })}
            />
          )}
        </Form.Item>
        <Form.Item label={several ? 'Tags' : 'Tag'} htmlFor="exception-tags" {...status(errorOf('tagId', 'tagIds'))}>
          <Select<number | number[]>
            id="exception-tags"
            aria-label={several ? 'Tags' : 'Tag'}
            mode={several ? 'multiple' : undefined}
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            placeholder="Any tag"
            options={tagOptions}
            value={several ? draft.tagIds : draft.tagIds[0]}
            onChange={(value) =>
              onChange({ tagIds: value === undefined ? [] : Array.isArray(value) ? value : [value] })
            }
          />
        </Form.Item>
        <Form.Item label="Field" htmlFor="exception-field" {...status(errorOf('field', 'valueType'))}>
          <Select
            id="exception-field"
            aria-label="Field"
            showSearch={{ optionFilterProp: 'label' }}
            value={draft.field}
            options={calculatedMetricFields.map((field) => ({ value: field, label: dccFieldLabels[field] }))}
            onChange={(field) =>
              onChange({ field, operator: operatorsFor(field).includes(draft.operator ?? '') ? draft.operator : null })
            }
          />
        </Form.Item>
        <Form.Item label="Conditions on this field" {...status(errorOf('type'))}>
          <Radio.Group
            value={draft.type}
            onChange={(event) => onChange({ type: event.target.value as ExceptionDraft['type'] })}
            options={[
              { value: 'OVERRIDE', label: 'Test this instead' },
              { value: 'IGNORE', label: 'Count as met' },
            ]}
          />
        </Form.Item>
        {draft.type === 'OVERRIDE' && (
          <Form.Item label="Operator" htmlFor="exception-operator" {...status(errorOf('operator'))}>
            <Select
              id="exception-operator"
              aria-label="Operator"
              value={draft.operator}
              disabled={!draft.field}
              options={operatorsFor(draft.field).map((operator) => ({
                value: operator,
                label: dccOperatorLabels[operator] ?? operator,
              }))}
              onChange={(operator) => onChange({ operator })}
            />
          </Form.Item>
        )}
        {draft.type === 'OVERRIDE' && takesValue(draft.operator) && (
          <Form.Item
            label={isListOperator(draft.operator) ? 'Values (comma separated)' : 'Value'}
            htmlFor="exception-value"
            {...status(errorOf('value'))}
          >
            <Input
              id="exception-value"
              aria-label="Value"
              value={draft.valueText}
              onChange={(event) => onChange({ valueText: event.target.value })}
            />
          </Form.Item>
        )}
      </Form>
      {errors.general && <Alert type="error" showIcon title={errors.general} />}
    </Modal>
  );
}
