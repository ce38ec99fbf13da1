import { DownOutlined, IdcardOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { useLoginAsMenu, useLogout } from '@shelfsight/auth';
import { clientRoutes } from '@shelfsight/contracts';
import { Button, Dropdown } from 'antd';
import { useNavigate } from 'react-router-dom';

/**
 * The signed-in user's name with 'My profile' (open to every signed-in user), 'Log in as…' (system
 * admins) and 'Sign out'.
 */
export function UserMenu({ name }: { name: string }) {
  const logout = useLogout();
  const navigate = useNavigate();
  const loginAs = useLoginAsMenu();
  return (
    <>
      <Dropdown
        trigger={['click']}
        menu={{
          items: [
            { key: 'profile', icon: <IdcardOutlined />, label: 'My profile' },
            ...loginAs.items,
            { key: 'sign-out', icon: <LogoutOutlined />, label: 'Sign out' },
          ],
          onClick: ({ key }) => {
            if (loginAs.select(key)) return;
            if (key === 'profile') void navigate(clientRoutes.profile);
            if (key === 'sign-out') void logout();
          },
        }}
      >
        <Button type="text" icon={<UserOutlined />}>
          {name} <DownOutlined />
        </Button>
      </Dropdown>
      {loginAs.modal}
    </>
  );
}
