import { Alert, Button, Form, Input, Space } from 'antd';
import { useState } from 'react';
import { useRemoveMfaMutation } from '../../api/mfaApi';
import { serverFields, serverMessage } from './serverFields';

interface RemovalValues {
  code?: string;
  password?: string;
}

/** Turning MFA off needs a current code or the password, so an unattended session cannot do it. */
export function MfaRemoval() {
  const [remove, { isLoading }] = useRemoveMfaMutation();
  const [fields, setFields] = useState<Record<string, string> | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function submit(values: RemovalValues) {
    setFields(null);
    setFailure(null);
    const code = values.code?.trim() || undefined;
    const password = values.password || undefined;
    const result = await remove(code ? { code } : password ? { password } : {});
    if (result.error) {
      const found = serverFields(result.error);
      if (found) setFields(found);
      else setFailure(serverMessage(result.error));
    }
  }

  const itemError = (name: keyof RemovalValues) =>
    fields?.[name] ? { validateStatus: 'error' as const, help: fields[name] } : {};

  return (
    <Form layout="vertical" onFinish={(values: RemovalValues) => void submit(values)} style={{ maxWidth: 360 }}>
      {failure ? <Alert type="error" title={failure} showIcon /> : null}
      <Form.Item label="Authentication code" name="code" {...itemError('code')}>
        <Input autoComplete="one-time-code" inputMode="numeric" maxLength={6} />
      </Form.Item>
      <Form.Item label="Or your password" name="password" {...itemError('password')}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Space>
        <Button danger htmlType="submit" loading={isLoading}>
          Turn off two-step verification
        </Button>
      </Space>
    </Form>
  );
}
