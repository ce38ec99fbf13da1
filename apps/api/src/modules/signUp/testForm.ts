import type { SignUpRequest } from '@shelfsight/contracts';

/** A complete sign-up form for the route tests; every call gets its own address. */
export function validForm(email: string, overrides: Partial<SignUpRequest> = {}): SignUpRequest {
  return {
    companyName: 'Northwind Traders',
    fullName: 'Nora Lindqvist',
    email,
    password: 'Plum-Harbour-Lantern-7',
    confirmPassword: 'Plum-Harbour-Lantern-7',
    termsAccepted: true,
    ...overrides,
  };
}
