import {
  passwordProblem,
  passwordRuleHints,
  singleLineTextRule,
  type ManagedUser,
  type Role,
  type UserAddRequest,
} from '@shelfsight/contracts';
import { Alert, Button, Flex, Form, Input, Select, Switch } from 'antd';

export interface UserFormValues extends Omit<UserAddRequest, 'password'> {
  /** Empty when editing means "keep the password". */
  password: string;
}

export interface UserFormProps {
  /** The user being edited; a new one otherwise. */
  initial?: ManagedUser;
  roles: Role[];
  submitting?: boolean;
  /** Per-field messages from the server. */
  fieldErrors?: Record<string, string>;
  /** A message for the whole form (HTTP 500 and the like). */
  generalError?: string | null;
  onSubmit(values: UserFormValues): void;
  onCancel(): void;
}

interface Values {
  displayName: string;
  email: string;
  password?: string;
  roleIds: number[];
  isActive: boolean;
  expirationDate?: string;
}

// The expiry is a day; access ends with that day (UTC).
const toDay = (iso: string | null) => (iso ? iso.slice(0, 10) : undefined);
const endOfDay = (day?: string) => (day ? `${day}T23:59:59.999Z` : null);

/** Add or edit a member of the active customer; server errors show beside their fields. */
export function UserForm({
  initial,
  roles,
  submitting,
  fieldErrors = {},
  generalError,
  onSubmit,
  onCancel,
}: UserFormProps) {
  const [form] = Form.useForm<Values>();
  const isNew = initial === undefined;
  const initialValues: Partial<Values> = initial
    ? {
        displayName: initial.displayName,
        email: initial.email,
        roleIds: initial.userRoles.map((link) => link.roleId),
        isActive: initial.customerUser.isActive,
        expirationDate: toDay(initial.customerUser.expirationDate),
      }
    : { roleIds: [], isActive: true };
  const serverError = (name: string) =>
    fieldErrors[name] ? { validateStatus: 'error' as const, help: fieldErrors[name] } : {};

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      initialValues={initialValues}
      onFinish={(values) =>
        onSubmit({
          displayName: values.displayName,
          email: values.email,
          password: values.password ?? '',
          roleIds: values.roleIds ?? [],
          isActive: values.isActive,
          expirationDate: endOfDay(values.expirationDate),
        })
      }
    >
      {generalError && <Alert type="error" showIcon title={generalError} style={{ marginBottom: 16 }} />}
      <Form.Item
        label="Name"
        name="displayName"
        rules={[{ required: true, whitespace: true, message: 'Enter a name.' }, singleLineTextRule]}
        {...serverError('displayName')}
      >
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item
        label="E-mail"
        name="email"
        rules={[{ required: true, type: 'email', message: 'Enter a valid e-mail address.' }]}
        {...serverError('email')}
      >
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item
        label={isNew ? 'Password' : 'New password'}
        name="password"
        extra={isNew ? passwordRuleHints.join(' · ') : 'Leave empty to keep the current password.'}
        rules={[
          {
            validator: async (_, value: string | undefined) => {
              if (!isNew && !value) return;
              const problem = passwordProblem(value ?? '', form.getFieldValue('email') as string | undefined);
              if (problem) throw new Error(problem);
            },
          },
        ]}
        {...serverError('password')}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item label="Roles" name="roleIds" {...serverError('roleIds')}>
        <Select
          mode="multiple"
          allowClear
          options={roles.map((role) => ({ value: role.id, label: role.name }))}
          placeholder="No role"
        />
      </Form.Item>
      <Form.Item label="Active" name="isActive" valuePropName="checked" {...serverError('isActive')}>
        <Switch />
      </Form.Item>
      <Form.Item label="Access expires after (UTC)" name="expirationDate" {...serverError('expirationDate')}>
        <Input type="date" />
      </Form.Item>
      <Flex gap="small">
        <Button type="primary" htmlType="submit" loading={submitting}>
          {isNew ? 'Add user' : 'Save'}
        </Button>
        <Button onClick={onCancel}>Cancel</Button>
      </Flex>
    </Form>
  );
}
