import { LockOutlined, MailOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input, Typography } from 'antd';
import { useEffect } from 'react';

export interface LoginFormValues {
  email: string;
  password: string;
}

export interface LoginFormProps {
  /** Called only when both fields are filled in: an incomplete form sends nothing (spec 1 §5). */
  onSubmit(values: LoginFormValues): void;
  submitting?: boolean;
  /** The form-level answer of a failed sign-in, such as 'Invalid credentials'. */
  errorMessage?: string | null;
  /** Server validation errors by field name. */
  fieldErrors?: Record<string, string> | null;
}

export function LoginForm({ onSubmit, submitting = false, errorMessage, fieldErrors }: LoginFormProps) {
  const [form] = Form.useForm<LoginFormValues>();

  useEffect(() => {
    if (!fieldErrors) return;
    form.setFields(
      Object.entries(fieldErrors)
        .filter(([name]) => name === 'email' || name === 'password')
        .map(([name, message]) => ({ name: name as keyof LoginFormValues, errors: [message] })),
    );
  }, [fieldErrors, form]);

  return (
    <Form<LoginFormValues> form={form} layout="vertical" requiredMark={false} onFinish={onSubmit} disabled={submitting}>
      <Typography.Title level={3}>Sign in</Typography.Title>
      {errorMessage ? <Alert type="error" showIcon title={errorMessage} style={{ marginBottom: 16 }} /> : null}
      <Form.Item
        label="Email"
        name="email"
        rules={[
          { required: true, message: 'Please enter your email' },
          { type: 'email', message: 'Please enter a valid email address' },
        ]}
      >
        <Input prefix={<MailOutlined />} autoComplete="username" autoFocus />
      </Form.Item>
      <Form.Item label="Password" name="password" rules={[{ required: true, message: 'Please enter your password' }]}>
        <Input.Password prefix={<LockOutlined />} autoComplete="current-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={submitting}>
        Sign in
      </Button>
    </Form>
  );
}
