import type { SavedFilterShareableUser } from '@shelfsight/contracts';
import { Form, Select } from 'antd';
import type { ReactNode } from 'react';
import { fieldStatus } from './formStatus';

export interface RecipientsFieldProps {
  /** Members of the customer who may receive it. */
  users: SavedFilterShareableUser[];
  /** Form field name; `recipientIds` by default. */
  name?: string;
  error?: string;
  /** What happens without recipients. */
  extra?: ReactNode;
  placeholder?: string;
}

/** The users of the customer who receive an alert, an export or a dataset, found by name or e-mail. */
export function RecipientsField({ users, name = 'recipientIds', error, extra, placeholder }: RecipientsFieldProps) {
  return (
    <Form.Item label="Recipients" name={name} extra={extra} {...fieldStatus(error)}>
      <Select<number[]>
        mode="multiple"
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        options={users.map((user) => ({ value: user.id, label: `${user.displayName} (${user.email})` }))}
        placeholder={placeholder}
      />
    </Form.Item>
  );
}
