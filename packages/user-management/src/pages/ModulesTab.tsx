import { useRetailerChoices } from '@shelfsight/product-kit';
import { Alert, Skeleton } from 'antd';
import { useGetCustomerModulesQuery, useSetCustomerModulesMutation } from '../api/userManagementApi';
import { ModuleSettings } from '../components/ModuleSettings';

/** The customer's modules; only rendered for system admins, the only ones who may switch them. */
export function ModulesTab() {
  const modules = useGetCustomerModulesQuery();
  // Every retailer the customer tracks (scope=all), whatever the system admin's own retailer access.
  const retailers = useRetailerChoices('all');
  const [save, saving] = useSetCustomerModulesMutation();
  if (modules.isLoading || retailers.isLoading || !modules.data) return <Skeleton active />;
  return (
    <>
      {saving.isError ? (
        <Alert type="error" showIcon message="The modules could not be saved." style={{ marginBottom: 16 }} />
      ) : null}
      {saving.isSuccess ? (
        <Alert type="success" showIcon message="Modules saved." style={{ marginBottom: 16 }} />
      ) : null}
      <ModuleSettings
        // A new answer (another customer, a save) starts the form from what the server holds.
        key={JSON.stringify(modules.data)}
        modules={modules.data}
        retailers={retailers.data ?? []}
        saving={saving.isLoading}
        onSave={(next) => void save({ modules: next })}
      />
    </>
  );
}
