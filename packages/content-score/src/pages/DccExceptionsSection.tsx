import { useProductChoices, useRetailerChoices } from '@shelfsight/product-kit';
import { Alert, Divider, Spin } from 'antd';
import { useGetDccExceptionsQuery, useGetDccTagsQuery } from '../api/dccApi';
import { ExceptionsEditor } from '../components/ExceptionsEditor';

/**
 * The exceptions under the versions: read by every member, changed by administrators. Administrators pick among
 * every retailer the customer tracks; the others see the names of those they may see.
 */
export function DccExceptionsSection({ mayChange, skip }: { mayChange: boolean; skip: boolean }) {
  const exceptions = useGetDccExceptionsQuery(undefined, { skip });
  const tags = useGetDccTagsQuery(undefined, { skip });
  const products = useProductChoices({ skip });
  const retailers = useRetailerChoices(mayChange ? 'all' : 'access', { skip });
  return (
    <>
      <Divider titlePlacement="start">Exceptions</Divider>
      {exceptions.isError && <Alert type="error" showIcon title="The exceptions could not be read." />}
      {exceptions.isLoading && <Spin />}
      {exceptions.data && (
        <ExceptionsEditor
          exceptions={exceptions.data}
          mayChange={mayChange}
          products={products.data ?? []}
          retailers={retailers.data ?? []}
          tags={tags.data ?? []}
        />
      )}
    </>
  );
}
