import type { SavedWidget, ShareableUser } from '@shelfsight/contracts';
import { Modal, Select, Typography } from 'antd';
import { useState } from 'react';

export interface ShareWidgetDialogProps {
  widget: SavedWidget;
  /** Active members of the customer (from widget-users). */
  users: ShareableUser[];
  onShare: (userIds: number[]) => void;
  onCancel: () => void;
}

/** Chooses the members a widget is shared with; no one means not shared (spec 2 §6). */
export function ShareWidgetDialog({ widget, users, onShare, onCancel }: ShareWidgetDialogProps) {
  const [userIds, setUserIds] = useState<number[]>(widget.sharedWith ?? []);
  const others = users.filter((user) => user.id !== widget.userId);
  return (
    <Modal open title={`Share ${widget.name}`} okText="Save" onOk={() => onShare(userIds)} onCancel={onCancel}>
      <Typography.Paragraph type="secondary">
        People you share with can view and copy the widget; only you can change it.
      </Typography.Paragraph>
      <Select<number[]>
        mode="multiple"
        aria-label="Share with"
        style={{ width: '100%' }}
        placeholder="Not shared"
        value={userIds}
        onChange={setUserIds}
        optionFilterProp="label"
        options={others.map((user) => ({ value: user.id, label: `${user.displayName} (${user.email})` }))}
      />
    </Modal>
  );
}
