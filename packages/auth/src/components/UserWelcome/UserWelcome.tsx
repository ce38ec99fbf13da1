import type { AuthUser } from '@shelfsight/contracts';
import { Card, Descriptions, Space, Tag, Typography } from 'antd';

/** The home page greeting: who is signed in and with which roles. */
export function UserWelcome({ user }: { user: AuthUser }) {
  const roleNames = [...new Set(user.roles.map((role) => role.name))];
  return (
    <Card>
      <Typography.Title level={2}>Welcome, {user.displayName}</Typography.Title>
      <Descriptions column={1} size="small">
        <Descriptions.Item label="Email">{user.email}</Descriptions.Item>
        <Descriptions.Item label="Roles">
          {roleNames.length > 0 ? (
            <Space size={[4, 4]} wrap>
              {roleNames.map((name) => (
                <Tag key={name}>{name}</Tag>
              ))}
            </Space>
          ) : (
            <Typography.Text type="secondary">No roles assigned yet</Typography.Text>
          )}
        </Descriptions.Item>
        {user.isSystemAdmin ? (
          <Descriptions.Item label="Access">
            <Tag color="gold">System administrator</Tag>
          </Descriptions.Item>
        ) : null}
      </Descriptions>
    </Card>
  );
}
