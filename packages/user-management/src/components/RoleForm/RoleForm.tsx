import {
  multiLineTextRule,
  singleLineTextRule,
  type Privilege,
  type Role,
  type RoleAddRequest,
} from '@shelfsight/contracts';
import { RetailerPicker, type RetailerChoice } from '@shelfsight/product-kit';
import { Alert, Button, Checkbox, Flex, Form, Input } from 'antd';
import {
  initialValuesOf,
  retailerChoices,
  retailerPrivilegeOf,
  roleRequestOf,
  type RoleFormValues,
} from './roleGrants';

export interface RoleFormProps {
  privileges: Privilege[];
  /** The role being edited; a new one without. */
  role?: Role;
  /** The customer's retailers; undefined while no catalogue is available (existing grants stay editable). */
  retailers?: RetailerChoice[];
  submitLabel?: string;
  submitting?: boolean;
  fieldErrors?: Record<string, string>;
  generalError?: string | null;
  onSubmit(values: RoleAddRequest): void;
  onCancel(): void;
}

/**
 * A CUSTOM role: name, description, the customer-wide privileges (read only, product management, ...)
 * and the retailers its members are limited to (one ACCESS grant per retailer; none means all).
 */
export function RoleForm({
  privileges,
  role,
  retailers,
  submitLabel = 'Add role',
  submitting,
  fieldErrors = {},
  generalError,
  onSubmit,
  onCancel,
}: RoleFormProps) {
  const plain = privileges.filter((privilege) => privilege.entity === null);
  const access = retailerPrivilegeOf(privileges);
  const choices = retailerChoices(retailers, role);
  const serverError = (name: string) =>
    fieldErrors[name] ? { validateStatus: 'error' as const, help: fieldErrors[name] } : {};
  return (
    <Form<RoleFormValues>
      layout="vertical"
      initialValues={initialValuesOf(role)}
      onFinish={(values) => onSubmit(roleRequestOf(values, privileges, choices))}
    >
      {generalError && <Alert type="error" showIcon title={generalError} style={{ marginBottom: 16 }} />}
      <Form.Item
        label="Role name"
        name="name"
        rules={[{ required: true, whitespace: true, message: 'Enter a name.' }, singleLineTextRule]}
        {...serverError('name')}
      >
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item label="Description" name="description" rules={[multiLineTextRule]} {...serverError('description')}>
        <Input.TextArea rows={2} />
      </Form.Item>
      <Form.Item label="Privileges" name="privilegeIds" {...serverError('privileges')}>
        <Checkbox.Group
          style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
          options={plain.map((privilege) => ({
            value: privilege.id,
            label: privilege.description ? `${privilege.name} — ${privilege.description}` : privilege.name,
          }))}
        />
      </Form.Item>
      {access && (
        <Form.Item
          label="Retailers"
          name="retailerIds"
          extra={
            retailers
              ? 'Members see only the data of these retailers. Leave empty for every retailer.'
              : 'The retailer list is not available yet: existing grants can be removed, new ones added later.'
          }
        >
          <RetailerPicker mode="multiple" allowClear placeholder="Every retailer" retailers={choices} />
        </Form.Item>
      )}
      <Flex gap="small">
        <Button type="primary" htmlType="submit" loading={submitting}>
          {submitLabel}
        </Button>
        <Button onClick={onCancel}>Cancel</Button>
      </Flex>
    </Form>
  );
}
