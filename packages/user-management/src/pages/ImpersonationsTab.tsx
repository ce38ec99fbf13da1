import { useGetImpersonationsQuery } from '../api/userManagementApi';
import { ImpersonationLog } from '../components/ImpersonationLog';

/** The login-as audit; only rendered for system admins, so only they ask for it. */
export function ImpersonationsTab() {
  const { data, isLoading } = useGetImpersonationsQuery();
  return <ImpersonationLog entries={data?.impersonations ?? []} loading={isLoading} />;
}
