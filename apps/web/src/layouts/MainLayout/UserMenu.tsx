import { DownOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { useLogout } from '@shelfsight/auth';
import { Button, Dropdown } from 'antd';

/** The signed-in user's name with the 'Sign out' action. */
export function UserMenu({ name }: { name: string }) {
  const logout = useLogout();
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: [{ key: 'sign-out', icon: <LogoutOutlined />, label: 'Sign out' }],
        onClick: ({ key }) => {
          if (key === 'sign-out') void logout();
        },
      }}
    >
      <Button type="text" icon={<UserOutlined />}>
        {name} <DownOutlined />
      </Button>
    </Dropdown>
  );
}
