import { Alert, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useLoginAs } from '../../hooks/useImpersonation';

interface LoginAsModalProps {
  open: boolean;
  onClose(): void;
}

/** System admins: the e-mail of the user to act as. */
export function LoginAsModal({ open, onClose }: LoginAsModalProps) {
  const [form] = Form.useForm<{ email: string }>();
  const [loginAs, submitting] = useLoginAs();
  const [problem, setProblem] = useState<string | null>(null);

  async function submit({ email }: { email: string }) {
    setProblem(await loginAs(email.trim()));
  }

  return (
    <Modal
      title="Log in as…"
      open={open}
      okText="Log in"
      confirmLoading={submitting}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      {problem ? <Alert type="error" title={problem} style={{ marginBottom: 16 }} /> : null}
      <Form form={form} layout="vertical" onFinish={submit} preserve={false}>
        <Form.Item
          name="email"
          label="E-mail"
          rules={[
            { required: true, message: 'Enter the e-mail of the user.' },
            { type: 'email', message: 'Enter a valid e-mail address.' },
          ]}
        >
          <Input autoFocus autoComplete="off" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
