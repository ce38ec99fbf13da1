import { type OverlayProps, selectAuthUser, useAppSelector } from '@shelfsight/api-client';
import { useEffect } from 'react';
import { ParkerDrawer } from './ParkerDrawer';

/**
 * The `parker` overlay: the chat drawer while the address holds `?parker=open`. A user without Parker (the
 * privilege, or Parker enabled for the customer, spec 3 §4.7) who follows such a link sees it close again.
 */
export default function ParkerOverlay({ close }: OverlayProps) {
  const user = useAppSelector(selectAuthUser);
  const allowed = user?.hasParkerAccess === true;
  useEffect(() => {
    if (user && !allowed) close();
  }, [user, allowed, close]);
  return allowed ? <ParkerDrawer onClose={close} /> : null;
}
