import { DownOutlined, IdcardOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { useLogout } from '@shelfsight/auth';
import { clientRoutes } from '@shelfsight/contracts';
import { Button, Dropdown } from 'antd';
import { useNavigate } from 'react-router-dom';

/** The signed-in user's name with 'My profile' (open to every signed-in user) and 'Sign out'. */
export function UserMenu({ name }: { name: string }) {
  const logout = useLogout();
  const navigate = useNavigate();
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: [
          { key: 'profile', icon: <IdcardOutlined />, label: 'My profile' },
          { key: 'sign-out', icon: <LogoutOutlined />, label: 'Sign out' },
        ],
        onClick: ({ key }) => {
          if (key === 'profile') void navigate(clientRoutes.profile);
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
