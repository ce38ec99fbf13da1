import { activeCustomerChanged, api, useAppDispatch } from '@shelfsight/api-client';
import { clientRoutes, CUSTOMER_SWITCH_RELOAD_MS } from '@shelfsight/contracts';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { reloadPage } from '../utils/reloadPage';

/**
 * Customer switching (spec 1 §4): drop every cached answer, make the customer active (persisted, so
 * the reload starts in it), go home and reload after 300 ms — at once when already home. The reload
 * clears every feature's in-memory state and refetches modules, filters and data retention.
 */
export function useSwitchCustomer(): (customerId: number) => void {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return useCallback(
    (customerId: number) => {
      dispatch(api.util.resetApiState());
      dispatch(activeCustomerChanged(customerId));
      if (pathname === clientRoutes.home) {
        reloadPage();
        return;
      }
      navigate(clientRoutes.home);
      window.setTimeout(reloadPage, CUSTOMER_SWITCH_RELOAD_MS);
    },
    [dispatch, navigate, pathname],
  );
}
