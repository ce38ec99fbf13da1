import { getDeviceIdentifier, sessionStarted, useAppDispatch, useAppSelector } from '@shelfsight/api-client';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  useSubmitDemoMutation,
  useSubmitSignUpMutation,
  useValidateDemoMutation,
  useValidateSignUpMutation,
} from '../api/signUpApi';
import type { SignUpFormValues } from '../components/SignUpForm';
import { authPaths } from '../routes';
import { redirectConsumed, selectPostLoginRedirect } from '../state/authFlowSlice';
import { postLoginDestination } from '../utils/loginOutcome';
import { safeRedirect } from '../utils/safeRedirect';
import { signUpFailure, type SignUpFailure } from '../utils/signUpFailure';

/**
 * A visitor's sign-up or demo activation: the server's validate call, then the submit, which answers
 * like sign-in; success then takes sign-in's own path (session, remembered redirect, else home).
 */
export function useSignUpSubmission(kind: 'signUp' | 'demo') {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const redirect = useAppSelector(selectPostLoginRedirect);
  const signUp = [useValidateSignUpMutation(), useSubmitSignUpMutation()] as const;
  const demo = [useValidateDemoMutation(), useSubmitDemoMutation()] as const;
  const [[validate, validation], [send, sending]] = kind === 'demo' ? demo : signUp;
  const [failure, setFailure] = useState<SignUpFailure | null>(null);

  async function submit(values: SignUpFormValues) {
    setFailure(null);
    const checked = await validate(values);
    if (checked.error) {
      setFailure(signUpFailure(checked.error));
      return;
    }
    const result = await send({ ...values, deviceIdentifier: getDeviceIdentifier() });
    if (result.error) {
      setFailure(signUpFailure(result.error));
      return;
    }
    const { token, user, scopes } = result.data;
    dispatch(sessionStarted({ token, user, scopes }));
    dispatch(redirectConsumed());
    const destination = postLoginDestination({
      redirect: safeRedirect(redirect),
      needsToChangePassword: user.needsToChangePassword,
      availablePaths: authPaths,
    });
    navigate(destination, { replace: true });
  }

  return { submit, submitting: validation.isLoading || sending.isLoading, failure };
}
