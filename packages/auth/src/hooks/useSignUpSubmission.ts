import { getDeviceIdentifier } from '@shelfsight/api-client';
import { useState } from 'react';
import {
  useSubmitDemoMutation,
  useSubmitSignUpMutation,
  useValidateDemoMutation,
  useValidateSignUpMutation,
} from '../api/signUpApi';
import type { SignUpFormValues } from '../components/SignUpForm';
import { signUpFailure, type SignUpFailure } from '../utils/signUpFailure';
import { useStartSession } from './useStartSession';

/**
 * A visitor's sign-up or demo activation: the server's validate call, then the submit, which answers
 * like sign-in; success then takes sign-in's own path (session, remembered redirect, else home).
 */
export function useSignUpSubmission(kind: 'signUp' | 'demo') {
  const startSession = useStartSession();
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
    startSession({ token, user, scopes });
  }

  return { submit, submitting: validation.isLoading || sending.isLoading, failure };
}
