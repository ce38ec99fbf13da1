import { api, apiTarget } from '@shelfsight/api-client';
import {
  type Customer,
  type CustomerCreateRequest,
  type LoginResponse,
  type SignUpRequest,
  signUpPaths,
  type SignUpValidation,
} from '@shelfsight/contracts';

const post = (path: string) => (body: unknown) => ({ ...apiTarget(path), method: 'POST' as const, body });

/** Sign-up, demo activation and adding a customer (spec 1 §7). The submits answer like POST /api/login. */
export const signUpApi = api.injectEndpoints({
  endpoints: (build) => ({
    validateSignUp: build.mutation<SignUpValidation, SignUpRequest>({ query: post(signUpPaths.validateSignUp) }),
    submitSignUp: build.mutation<LoginResponse, SignUpRequest>({ query: post(signUpPaths.signUpSubmit) }),
    validateDemo: build.mutation<SignUpValidation, SignUpRequest>({ query: post(signUpPaths.validateDemo) }),
    submitDemo: build.mutation<LoginResponse, SignUpRequest>({ query: post(signUpPaths.demoSubmit) }),
    createCustomer: build.mutation<Customer, CustomerCreateRequest>({ query: post(signUpPaths.customerCreate) }),
  }),
  overrideExisting: 'throw',
});

export const {
  useValidateSignUpMutation,
  useSubmitSignUpMutation,
  useValidateDemoMutation,
  useSubmitDemoMutation,
  useCreateCustomerMutation,
} = signUpApi;
