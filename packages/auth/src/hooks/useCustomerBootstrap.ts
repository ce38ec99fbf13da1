import {
  activeCustomerChanged,
  selectActiveCustomerId,
  selectAuthUser,
  useAppDispatch,
  useAppSelector,
} from '@shelfsight/api-client';
import { clientRoutes } from '@shelfsight/contracts';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { authApi } from '../api/authApi';
import { useActiveCustomerQuery, useCustomersQuery } from '../api/customersApi';
import { chooseCustomer } from '../utils/chooseCustomer';

/**
 * After sign-in and on every load while signed in: load the customers, keep the previously active one
 * if still there (else the first), load its record, and send the user to /customer-activation/ when its
 * setup is pending or there is no customer at all.
 */
export function useCustomerBootstrap(enabled: boolean): void {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const activeCustomerId = useAppSelector(selectActiveCustomerId);
  const isSystemAdmin = useAppSelector(selectAuthUser)?.isSystemAdmin === true;
  const { data: customers } = useCustomersQuery(undefined, { skip: !enabled });
  const chosen = customers ? chooseCustomer(customers, activeCustomerId) : null;
  // A failed load of the active customer is swallowed (spec 1 §4): the app stays usable.
  const { data: active } = useActiveCustomerQuery(chosen ?? 0, { skip: !enabled || chosen === null });

  useEffect(() => {
    if (!customers || chosen === activeCustomerId) return;
    dispatch(activeCustomerChanged(chosen));
    // Roles and scopes are computed for the active customer the requests name.
    dispatch(authApi.util.invalidateTags(['CurrentUser']));
  }, [customers, chosen, activeCustomerId, dispatch]);

  const noAccess = customers !== undefined && chosen === null && !isSystemAdmin;
  const pending = active?.id === chosen && active?.pendingSetup === true;
  useEffect(() => {
    if ((noAccess || pending) && pathname !== clientRoutes.customerActivation) {
      navigate(clientRoutes.customerActivation, { replace: true });
    }
  }, [noAccess, pending, pathname, navigate]);
}
