export { authFeature } from './feature';
export { authApi, useCurrentUserQuery, useLoginMutation, useLogoutMutation } from './api/authApi';
export { RequireAuth } from './components/RequireAuth';
export { RedirectIfAuthenticated } from './components/RedirectIfAuthenticated';
export { useLogout } from './hooks/useLogout';
export { redirectRemembered, selectPostLoginRedirect, type AuthFlowState } from './state/authFlowSlice';
export { LOGIN_MESSAGES } from './utils/loginOutcome';
