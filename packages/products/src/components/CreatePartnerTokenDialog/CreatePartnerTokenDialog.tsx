import {
  type CreatedPartnerToken,
  type CreatePartnerTokenRequest,
  PARTNER_TOKEN_NAME_MAX,
  partnerTokenMessages,
  singleLineTextRule,
} from '@shelfsight/contracts';
import { Alert, Button, Checkbox, Flex, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';

export interface CreatePartnerTokenDialogProps {
  open: boolean;
  /** Creates the token; resolves with it, or rejects with the message to show. */
  onCreate(input: CreatePartnerTokenRequest): Promise<CreatedPartnerToken>;
  onClose(): void;
}

const SCOPE_OPTIONS = [
  { value: 'ingest', label: 'Ingest data (upload data sets and observations)' },
  { value: 'read', label: 'Read data (every read call of this account)' },
];

/**
 * Asks for a name and scopes, then shows the new token once with a copy button: only its hash is kept, so
 * closing the dialog is the last chance to copy it.
 */
export function CreatePartnerTokenDialog({ open, onCreate, onClose }: CreatePartnerTokenDialogProps) {
  const [form] = Form.useForm<CreatePartnerTokenRequest>();
  const [created, setCreated] = useState<CreatedPartnerToken | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [copied, setCopied] = useState(false);

  const close = () => {
    setCreated(null);
    setError(null);
    setCopied(false);
    form.resetFields();
    onClose();
  };

  const submit = async (input: CreatePartnerTokenRequest) => {
    setSaving(true);
    setError(null);
    try {
      setCreated(await onCreate(input));
    } catch (reason) {
      setError(reason instanceof Error ? reason.message : String(reason));
    } finally {
      setSaving(false);
    }
  };

  const copy = async () => {
    if (!created) return;
    await navigator.clipboard.writeText(created.token);
    setCopied(true);
  };

  return (
    <Modal
      open={open}
      title={created ? 'Copy your new token' : 'New partner token'}
      onCancel={close}
      destroyOnHidden
      width={560}
      footer={
        created ? (
          <Button type="primary" onClick={close}>
            Done
          </Button>
        ) : (
          <Flex justify="end" gap={8}>
            <Button onClick={close}>Cancel</Button>
            <Button type="primary" loading={saving} onClick={() => form.submit()}>
              Create token
            </Button>
          </Flex>
        )
      }
    >
      {created ? (
        <Flex vertical gap={12}>
          <Alert
            type="warning"
            showIcon
            message="This is the only time the token is shown. Store it in your partner system's secret store now."
          />
          <Typography.Text code aria-label="New token" style={{ wordBreak: 'break-all' }}>
            {created.token}
          </Typography.Text>
          <Button onClick={() => void copy()}>{copied ? 'Copied' : 'Copy token'}</Button>
          <Typography.Text type="secondary">
            Send it as <Typography.Text code>Authorization: Bearer &lt;token&gt;</Typography.Text>; the API
            documentation at /api/docs lists the calls.
          </Typography.Text>
        </Flex>
      ) : (
        <Form
          form={form}
          layout="vertical"
          onFinish={(input) => void submit(input)}
          initialValues={{ scopes: ['ingest'] }}
        >
          {error ? <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} /> : null}
          <Form.Item
            name="name"
            label="Name"
            rules={[
              { required: true, whitespace: true, message: partnerTokenMessages.nameRequired },
              { max: PARTNER_TOKEN_NAME_MAX },
              singleLineTextRule,
            ]}
          >
            <Input placeholder="e.g. Nightly ERP price feed" />
          </Form.Item>
          <Form.Item
            name="scopes"
            label="Scopes"
            rules={[{ required: true, type: 'array', min: 1, message: partnerTokenMessages.scopesRequired }]}
          >
            <Checkbox.Group options={SCOPE_OPTIONS} style={{ display: 'flex', flexDirection: 'column' }} />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
