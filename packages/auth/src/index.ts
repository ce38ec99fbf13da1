export { authFeature } from './feature';
export { authApi, useCurrentUserQuery, useLoginMutation, useLogoutMutation } from './api/authApi';
export { startSessionRequests } from './api/sessionPreload';
export { RequireAuth } from './components/RequireAuth';
export { RedirectIfAuthenticated } from './components/RedirectIfAuthenticated';
export { mayUseProductManagement, RequireProductAccess } from './components/RequireProductAccess';
export { useLogout } from './hooks/useLogout';
export { useSwitchCustomer } from './hooks/useSwitchCustomer';
export { CustomerSwitcher } from './components/CustomerSwitcher';
export { CustomerBrand } from './components/CustomerBrand';
export { useLoginAsMenu, type LoginAsMenu } from './components/LoginAsMenu';
export { BackToAdmin } from './components/BackToAdmin';
export { LoginAsModal } from './components/LoginAsModal';
export { CopyLinkButton } from './components/CopyLinkButton';
export { useLoginAs, useSwitchBackToAdmin } from './hooks/useImpersonation';
export { accessToolsApi, useCreateDeepLinkMutation, useDeepLinkQuery } from './api/accessToolsApi';
export {
  customersApi,
  useActiveCustomerQuery,
  useActiveModulesQuery,
  useCustomersQuery,
  useDataFreshnessQuery,
} from './api/customersApi';
export { redirectRemembered, selectPostLoginRedirect, type AuthFlowState } from './state/authFlowSlice';
export { LOGIN_MESSAGES } from './utils/loginOutcome';
