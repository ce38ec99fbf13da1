import type { MfaEnrolment as Enrolment } from '@shelfsight/contracts';
import { Alert, Button, Form, Input, Space, Typography } from 'antd';
import { useState } from 'react';
import { useConfirmMfaEnrolmentMutation, useStartMfaEnrolmentMutation } from '../../api/mfaApi';
import { serverFields, serverMessage } from './serverFields';

/** Set-up: a fresh secret as QR code, then a current code from the app turns MFA on. */
export function MfaEnrolment({ onEnabled }: { onEnabled(recoveryCodes: string[]): void }) {
  const [start, { isLoading: starting }] = useStartMfaEnrolmentMutation();
  const [confirm, { isLoading: confirming }] = useConfirmMfaEnrolmentMutation();
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function begin() {
    setFailure(null);
    const result = await start();
    if (result.error) setFailure(serverMessage(result.error));
    else setEnrolment(result.data);
  }

  async function finish({ code }: { code: string }) {
    setCodeError(null);
    const result = await confirm({ code: code.trim() });
    if (result.error) {
      const fields = serverFields(result.error);
      if (fields?.code) setCodeError(fields.code);
      else setFailure(serverMessage(result.error));
      return;
    }
    onEnabled(result.data.recoveryCodes);
  }

  if (!enrolment) {
    return (
      <Space orientation="vertical">
        <Typography.Text>
          Two-step verification is off. Turn it on to ask for a code from an authenticator app at sign-in.
        </Typography.Text>
        {failure ? <Alert type="error" title={failure} showIcon /> : null}
        <Button type="primary" loading={starting} onClick={() => void begin()}>
          Set up two-step verification
        </Button>
      </Space>
    );
  }
  return (
    <Space orientation="vertical">
      <Typography.Text>Scan this QR code with your authenticator app, then enter the code it shows.</Typography.Text>
      <img src={enrolment.qrDataUrl} alt="QR code for your authenticator app" width={220} height={220} />
      <Typography.Text>
        Can&apos;t scan it? Enter this key instead:{' '}
        <Typography.Text code copyable>
          {enrolment.secret}
        </Typography.Text>
      </Typography.Text>
      {failure ? <Alert type="error" title={failure} showIcon /> : null}
      <Form layout="inline" onFinish={(values: { code: string }) => void finish(values)}>
        <Form.Item
          label="Confirmation code"
          name="code"
          rules={[{ required: true, message: 'Please enter the 6-digit code' }]}
          validateStatus={codeError ? 'error' : undefined}
          help={codeError ?? undefined}
        >
          <Input autoComplete="one-time-code" inputMode="numeric" maxLength={6} onChange={() => setCodeError(null)} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={confirming}>
          Confirm
        </Button>
      </Form>
    </Space>
  );
}
