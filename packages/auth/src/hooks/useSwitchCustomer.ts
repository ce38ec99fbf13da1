import { activeCustomerChanged, api, useAppDispatch } from '@shelfsight/api-client';
import { clientRoutes, CUSTOMER_SWITCH_RELOAD_MS } from '@shelfsight/contracts';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { pageLoads } from '../utils/pageLoads';

/**
 * Customer switching (spec 1 §4): drop every cached answer, make the customer active (persisted, so
 * the reload starts in it), go home and reload after 300 ms — at once when already home. The reload
 * clears every feature's in-memory state and refetches modules, filters and data retention.
 */
export function useSwitchCustomer(): (customerId: number, destination?: string) => void {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return useCallback(
    // A deep link names its own destination instead of home.
    (customerId: number, destination: string = clientRoutes.home) => {
      dispatch(api.util.resetApiState());
      dispatch(activeCustomerChanged(customerId));
      if (pathname === destination) {
        pageLoads.reload();
        return;
      }
      navigate(destination);
      window.setTimeout(pageLoads.reload, CUSTOMER_SWITCH_RELOAD_MS);
    },
    [dispatch, navigate, pathname],
  );
}
