import {
  multiLineTextRule,
  singleLineTextRule,
  type SystemMessage,
  type SystemMessageInput,
} from '@shelfsight/contracts';
import { Button, Flex, Form, Input, Select, Switch } from 'antd';
import { useEffect } from 'react';

export interface SystemMessageFormProps {
  /** The message being edited; a new one otherwise. */
  initial?: SystemMessage;
  submitting?: boolean;
  /** Per-field messages from the server. */
  fieldErrors?: Record<string, string>;
  onSubmit(input: SystemMessageInput): void;
  onCancel(): void;
}

interface Values {
  title: string;
  message: string;
  systemMessageType: SystemMessage['systemMessageType'];
  isActive: boolean;
  dateFrom: string;
  timeFrom: string;
  dateTo?: string;
  timeTo?: string;
}

const types = [
  { value: 'info', label: 'Information' },
  { value: 'warning', label: 'Warning' },
  { value: 'maintenance', label: 'Planned maintenance' },
];

const toValues = (message?: SystemMessage): Partial<Values> =>
  message
    ? { ...message, dateTo: message.dateTo ?? undefined, timeTo: message.timeTo ?? undefined }
    : { systemMessageType: 'info', isActive: true, timeFrom: '00:00' };

const required = (label: string) => [{ required: true, message: `Please enter the ${label}` }];

/** Create or edit a system message; dates and times are UTC. */
export function SystemMessageForm({ initial, submitting, fieldErrors, onSubmit, onCancel }: SystemMessageFormProps) {
  const [form] = Form.useForm<Values>();

  useEffect(() => {
    form.setFields(
      Object.entries(fieldErrors ?? {}).map(([name, error]) => ({ name: name as keyof Values, errors: [error] })),
    );
  }, [form, fieldErrors]);

  const submit = (values: Values) =>
    onSubmit({
      systemMessageEvent: 'after_login',
      systemMessageType: values.systemMessageType,
      title: values.title,
      message: values.message,
      isActive: values.isActive,
      dateFrom: values.dateFrom,
      timeFrom: values.timeFrom,
      dateTo: values.dateTo || null,
      timeTo: values.dateTo ? values.timeTo || '00:00' : null,
    });

  return (
    <Form form={form} layout="vertical" initialValues={toValues(initial)} onFinish={submit} disabled={submitting}>
      <Form.Item name="title" label="Title" rules={[...required('title'), singleLineTextRule]}>
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item name="message" label="Message" rules={[...required('message'), multiLineTextRule]}>
        <Input.TextArea rows={4} maxLength={4000} />
      </Form.Item>
      <Form.Item name="systemMessageType" label="Type">
        <Select options={types} />
      </Form.Item>
      <Flex gap={12}>
        <Form.Item name="dateFrom" label="Start date (UTC)" rules={required('start date')}>
          <Input type="date" />
        </Form.Item>
        <Form.Item name="timeFrom" label="Start time (UTC)" rules={required('start time')}>
          <Input type="time" />
        </Form.Item>
      </Flex>
      <Flex gap={12}>
        <Form.Item name="dateTo" label="End date (UTC)" extra="Empty: until deactivated">
          <Input type="date" />
        </Form.Item>
        <Form.Item name="timeTo" label="End time (UTC)">
          <Input type="time" />
        </Form.Item>
      </Flex>
      <Form.Item name="isActive" label="Active" valuePropName="checked">
        <Switch />
      </Form.Item>
      <Flex gap={8} justify="flex-end">
        <Button onClick={onCancel}>Cancel</Button>
        <Button type="primary" htmlType="submit" loading={submitting}>
          Save
        </Button>
      </Flex>
    </Form>
  );
}
