import { selectAuthUser, selectIsAuthenticated, useAppSelector } from '@shelfsight/api-client';
import { clientRoutes, TRIAL_DAYS } from '@shelfsight/contracts';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useCreateCustomerMutation } from '../api/signUpApi';
import { AddCustomerForm } from '../components/SignUpForm';
import { useSwitchCustomer } from '../hooks/useSwitchCustomer';
import { signUpFailure, type SignUpFailure } from '../utils/signUpFailure';
import styles from './resetPages.module.css';
import { VisitorSignUp } from './VisitorSignUp';

const trialIntro = `Start a free ${TRIAL_DAYS}-day trial. You become the administrator of your company's account.`;

/** A signed-in user adds another company account, becomes its administrator and switches to it. */
function AdditionalCustomer({ email }: { email: string }) {
  const [createCustomer, { isLoading }] = useCreateCustomerMutation();
  const switchCustomer = useSwitchCustomer();
  const [failure, setFailure] = useState<SignUpFailure | null>(null);

  async function submit(values: { companyName: string; termsAccepted: boolean }) {
    setFailure(null);
    const result = await createCustomer(values);
    if (result.error) {
      setFailure(signUpFailure(result.error));
      return;
    }
    switchCustomer(result.data.id);
  }

  return (
    <>
      <AddCustomerForm
        intro={`You are signed in as ${email}. ${trialIntro}`}
        onSubmit={(values) => void submit(values)}
        submitting={isLoading}
        errorMessage={failure?.message ?? null}
        fieldErrors={failure?.fields ?? null}
      />
      <p className={styles.forgot}>
        <Link to={clientRoutes.home}>Back to the home page</Link>
      </p>
    </>
  );
}

/**
 * /create-account/ — open to visitors, unlike the spec's literal guard list (a sign-up page must be);
 * a signed-in user gets the shorter form that adds a company account to the existing user.
 */
export function CreateAccountPage() {
  // Decided on arrival: a visitor who has just signed up here is on the way home, not adding a company.
  const isAuthenticated = useAppSelector(selectIsAuthenticated);
  const [signedIn] = useState(isAuthenticated);
  const user = useAppSelector(selectAuthUser);
  return signedIn ? (
    <AdditionalCustomer email={user?.email ?? ''} />
  ) : (
    <VisitorSignUp kind="signUp" title="Create an account" submitLabel="Create account" intro={trialIntro} />
  );
}

export { CreateAccountPage as Component };
