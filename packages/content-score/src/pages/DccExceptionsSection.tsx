import { useProductChoices, useRetailerChoices } from '@shelfsight/product-kit';
import { Alert, Collapse, Spin } from 'antd';
import { useGetDccExceptionsQuery, useGetDccTagsQuery } from '../api/dccApi';
import { ExceptionsEditor } from '../components/ExceptionsEditor';

const countOf = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/**
 * The exceptions under the versions, in a panel closed at first (the definition is what the screen is for): read
 * by every member, changed by administrators. Administrators pick among every retailer the customer tracks; the
 * others see the names of those they may see.
 */
export function DccExceptionsSection({ mayChange, skip }: { mayChange: boolean; skip: boolean }) {
  const exceptions = useGetDccExceptionsQuery(undefined, { skip });
  const tags = useGetDccTagsQuery(undefined, { skip });
  const products = useProductChoices({ skip });
  const retailers = useRetailerChoices(mayChange ? 'all' : 'access', { skip });
  const data = exceptions.data;
  const label = data
    ? `Exceptions (${countOf(data.exceptions.length, 'exception')}, ${countOf(data.exceptionGroups.length, 'group')})`
    : 'Exceptions';
  return (
    <Collapse
      items={[
        {
          key: 'exceptions',
          label,
          children: (
            <>
              {exceptions.isError && <Alert type="error" showIcon title="The exceptions could not be read." />}
              {exceptions.isLoading && <Spin />}
              {data && (
                <ExceptionsEditor
                  exceptions={data}
                  mayChange={mayChange}
                  products={products.data ?? []}
                  retailers={retailers.data ?? []}
                  tags={tags.data ?? []}
                />
              )}
            </>
          ),
        },
      ]}
    />
  );
}
