import { RollbackOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useSwitchBackToAdmin } from '../../hooks/useImpersonation';

/** Shown while a system admin acts as another user: one click restores the admin. */
export function BackToAdmin() {
  const { adminEmail, switchBack } = useSwitchBackToAdmin();
  const [busy, setBusy] = useState(false);
  if (!adminEmail) return null;
  return (
    <Button
      icon={<RollbackOutlined />}
      loading={busy}
      onClick={() => {
        setBusy(true);
        void switchBack();
      }}
    >
      Back to {adminEmail}
    </Button>
  );
}
