import type { Privilege, RoleAddRequest } from '@shelfsight/contracts';
import { Alert, Button, Checkbox, Flex, Form, Input } from 'antd';

export interface RoleFormProps {
  privileges: Privilege[];
  submitting?: boolean;
  fieldErrors?: Record<string, string>;
  generalError?: string | null;
  onSubmit(values: RoleAddRequest): void;
  onCancel(): void;
}

interface Values {
  name: string;
  description?: string;
  privilegeIds?: number[];
}

/**
 * A new CUSTOM role. Privileges on a whole customer (read only, product management, ...) are ticked
 * here; retailer grants (ACCESS on RETAILER) need a retailer list and are granted through the API.
 */
export function RoleForm({ privileges, submitting, fieldErrors = {}, generalError, onSubmit, onCancel }: RoleFormProps) {
  const plain = privileges.filter((privilege) => privilege.entity === null);
  const serverError = (name: string) =>
    fieldErrors[name] ? { validateStatus: 'error' as const, help: fieldErrors[name] } : {};
  return (
    <Form<Values>
      layout="vertical"
      initialValues={{ privilegeIds: [] }}
      onFinish={(values) =>
        onSubmit({
          name: values.name.trim(),
          description: values.description?.trim() || null,
          privileges: (values.privilegeIds ?? []).map((privilegeId) => ({ privilegeId })),
        })
      }
    >
      {generalError && <Alert type="error" showIcon title={generalError} style={{ marginBottom: 16 }} />}
      <Form.Item label="Role name" name="name" rules={[{ required: true, whitespace: true, message: 'Enter a name.' }]} {...serverError('name')}>
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item label="Description" name="description" {...serverError('description')}>
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
      <Flex gap="small">
        <Button type="primary" htmlType="submit" loading={submitting}>
          Add role
        </Button>
        <Button onClick={onCancel}>Cancel</Button>
      </Flex>
    </Form>
  );
}
