import { UserSwitchOutlined } from '@ant-design/icons';
import { selectAuthUser, useAppSelector } from '@shelfsight/api-client';
import type { MenuProps } from 'antd';
import { useState, type ReactNode } from 'react';
import { LoginAsModal } from '../LoginAsModal';

type MenuItems = NonNullable<MenuProps['items']>;

const LOGIN_AS_KEY = 'login-as';

export interface LoginAsMenu {
  /** 'Log in as…' for system admins, nothing for anyone else. */
  items: MenuItems;
  /** Handles a click on a menu key; true when it was 'Log in as…'. */
  select(key: string): boolean;
  /** The e-mail dialog; render it beside the menu. */
  modal: ReactNode;
}

/**
 * 'Log in as…' as an entry of the user menu: a rarely used admin tool belongs there, not in the header.
 * 'Back to <admin>' (`BackToAdmin`) stays in the header, so acting as someone is always visible.
 */
export function useLoginAsMenu(): LoginAsMenu {
  const user = useAppSelector(selectAuthUser);
  const [open, setOpen] = useState(false);
  if (!user?.isSystemAdmin) return { items: [], select: () => false, modal: null };
  return {
    items: [{ key: LOGIN_AS_KEY, icon: <UserSwitchOutlined />, label: 'Log in as…' }],
    select: (key) => {
      if (key !== LOGIN_AS_KEY) return false;
      setOpen(true);
      return true;
    },
    modal: <LoginAsModal open={open} onClose={() => setOpen(false)} />,
  };
}
