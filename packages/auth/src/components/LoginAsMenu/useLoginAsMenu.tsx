import { UserSwitchOutlined } from '@ant-design/icons';
import { selectAuthUser, useAppSelector } from '@shelfsight/api-client';
import { Button } from 'antd';
import { useState } from 'react';
import { BackToAdmin } from '../BackToAdmin';
import { LoginAsModal } from '../LoginAsModal';

/** The header's login-as controls: 'Log in as…' for system admins, 'Back to <admin>' while acting as someone. */
export function ImpersonationControls() {
  const user = useAppSelector(selectAuthUser);
  const [open, setOpen] = useState(false);
  return (
    <>
      <BackToAdmin />
      {user?.isSystemAdmin ? (
        <>
          <Button type="text" icon={<UserSwitchOutlined />} onClick={() => setOpen(true)}>
            Log in as…
          </Button>
          <LoginAsModal open={open} onClose={() => setOpen(false)} />
        </>
      ) : null}
    </>
  );
}
