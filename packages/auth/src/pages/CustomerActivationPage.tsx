import { selectActiveCustomerId, useAppSelector } from '@shelfsight/api-client';
import { DelayedSpin } from '@shelfsight/ui-kit';
import { Button, Result } from 'antd';
import { useActiveCustomerQuery, useCustomersQuery } from '../api/customersApi';
import { useLogout } from '../hooks/useLogout';
import { LOGIN_MESSAGES } from '../utils/loginOutcome';

export const ACTIVATION_TEXTS = {
  pendingTitle: 'Your account is being set up',
  pending: (name: string) =>
    `We are preparing the data of ${name}. You can start as soon as the setup is complete; we will let you know by e-mail.`,
  noAccessTitle: 'No access',
} as const;

/** /customer-activation/ — where a customer with setup pending, or a user without customers, lands (spec 1 §4). */
export function CustomerActivationPage() {
  const activeCustomerId = useAppSelector(selectActiveCustomerId);
  const customers = useCustomersQuery();
  const active = useActiveCustomerQuery(activeCustomerId ?? 0, { skip: activeCustomerId === null });
  const logout = useLogout();
  if (customers.isLoading || active.isLoading) return <DelayedSpin aria-label="Loading" />;

  const signOut = (
    <Button key="sign-out" onClick={() => void logout()}>
      Sign out
    </Button>
  );
  if (active.data?.pendingSetup) {
    return (
      <Result
        status="info"
        title={ACTIVATION_TEXTS.pendingTitle}
        subTitle={ACTIVATION_TEXTS.pending(active.data.name)}
        extra={signOut}
      />
    );
  }
  return (
    <Result
      status="warning"
      title={ACTIVATION_TEXTS.noAccessTitle}
      subTitle={LOGIN_MESSAGES.noCustomers}
      extra={signOut}
    />
  );
}

export { CustomerActivationPage as Component };
