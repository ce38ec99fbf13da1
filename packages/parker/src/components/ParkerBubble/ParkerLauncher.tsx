import { selectAuthUser, useAppSelector } from '@shelfsight/api-client';
import { isOverlayOpen, overlays, withoutOverlay } from '@shelfsight/contracts';
import { useSearchParams } from 'react-router-dom';
import { parkerDrawerWidth } from '../../state/drawerWidths';
import { ParkerBubble } from './ParkerBubble';

/**
 * The piece of the main layout's background slot that shows Parker's bubble on every signed-in screen, only for a
 * user with Parker access in a customer with Parker enabled (spec 3 §4.7). The bubble opens and closes the
 * `parker` overlay, the chat drawer, and keeps out of the drawer's width while it is open.
 */
export default function ParkerLauncher() {
  const user = useAppSelector(selectAuthUser);
  const [search, setSearch] = useSearchParams();
  if (user?.hasParkerAccess !== true) return null;
  const open = isOverlayOpen('parker', search);
  return (
    <ParkerBubble
      open={open}
      drawerWidth={parkerDrawerWidth(search.get(overlays.parker.opensOn))}
      onToggle={() =>
        setSearch((current) => {
          if (open) return withoutOverlay('parker', current);
          const next = new URLSearchParams(current);
          next.set(overlays.parker.opensOn, 'open');
          return next;
        })
      }
    />
  );
}
