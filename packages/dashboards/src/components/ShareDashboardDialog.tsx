import type { Dashboard, ShareableUser } from '@shelfsight/contracts';
import { Form, Modal, Select, Typography } from 'antd';

export const SHARE_TEXTS = {
  title: 'Share dashboard',
  users: 'Shared with',
  placeholder: 'Nobody: only you see it',
  save: 'Share',
  hint: 'Shared users can view and copy this dashboard; only you can change or delete it. Widgets not shared with them show as not shared.',
} as const;

export interface ShareDashboardDialogProps {
  dashboard: Dashboard;
  users: readonly ShareableUser[];
  /** The owner, who is never listed. */
  ownerId: number;
  open: boolean;
  saving?: boolean;
  onShare: (userIds: number[]) => void;
  onCancel: () => void;
}

/** Chooses everyone besides the owner who sees the dashboard (PUT dashboard/{id}/users). */
export function ShareDashboardDialog({
  dashboard,
  users,
  ownerId,
  open,
  saving = false,
  onShare,
  onCancel,
}: ShareDashboardDialogProps) {
  const [form] = Form.useForm<{ userIds: number[] }>();
  const sharedWith = dashboard.dashboardUsers.filter((user) => !user.isOwner).map((user) => user.userId);
  return (
    <Modal
      title={`${SHARE_TEXTS.title}: ${dashboard.name}`}
      open={open}
      okText={SHARE_TEXTS.save}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{SHARE_TEXTS.hint}</Typography.Paragraph>
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{ userIds: sharedWith }}
        onFinish={({ userIds }) => onShare(userIds)}
      >
        <Form.Item name="userIds" label={SHARE_TEXTS.users}>
          <Select
            mode="multiple"
            placeholder={SHARE_TEXTS.placeholder}
            optionFilterProp="label"
            options={users
              .filter((user) => user.id !== ownerId)
              .map((user) => ({ value: user.id, label: `${user.displayName} (${user.email})` }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
