import { sampleAuthUser } from '@shelfsight/api-client/fixtures';
import { jsonResponse } from '@shelfsight/api-client/test-utils';
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { fill } from '../testing/fill';

export const PASSWORD = 'Plum-Harbour-Lantern-7';

export const newUser = {
  ...sampleAuthUser,
  id: 77,
  email: 'nora@northwind.test',
  displayName: 'Nora Lindqvist',
  isAdmin: true,
};

/** The answer of a successful submit: the shape of POST /api/login. */
export const signedInAnswer = () =>
  jsonResponse({ token: 'access-new', user: newUser, scopes: { admin: true }, v1RedirectUrl: null }, 201);

export const fieldError = (fields: Record<string, string>) =>
  jsonResponse({ statusCode: 422, error: 'Unprocessable Entity', message: 'Invalid input', fields }, 422);

export async function fillSignUp(user: UserEvent, email = 'nora@northwind.test') {
  await fill(user, screen.getByLabelText('Company name'), 'Northwind Traders');
  await fill(user, screen.getByLabelText('Full name'), 'Nora Lindqvist');
  await fill(user, screen.getByLabelText('Email'), email);
  await fill(user, screen.getByLabelText('Password'), PASSWORD);
  await fill(user, screen.getByLabelText('Repeat password'), PASSWORD);
  await user.click(screen.getByLabelText('I accept the terms of service'));
}
