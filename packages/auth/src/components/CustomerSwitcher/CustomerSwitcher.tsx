import { selectActiveCustomerId, useAppSelector } from '@shelfsight/api-client';
import { Select } from 'antd';
import { useMemo } from 'react';
import { useCustomersQuery } from '../../api/customersApi';
import { useSwitchCustomer } from '../../hooks/useSwitchCustomer';

/** The active customer in the main layout's header; choosing another one switches (spec 1 §4). */
export function CustomerSwitcher() {
  const { data: customers } = useCustomersQuery();
  const activeCustomerId = useAppSelector(selectActiveCustomerId);
  const switchCustomer = useSwitchCustomer();
  const options = useMemo(
    () =>
      Object.values(customers ?? {})
        .sort((a, b) => a.id - b.id)
        .map((customer) => ({ value: customer.id, label: customer.customerDisplayName ?? customer.name })),
    [customers],
  );
  if (options.length === 0) return null;
  return (
    <Select
      aria-label="Active customer"
      style={{ minWidth: 200 }}
      options={options}
      value={options.some((option) => option.value === activeCustomerId) ? activeCustomerId : undefined}
      disabled={options.length < 2}
      showSearch={{ optionFilterProp: 'label' }}
      onChange={(customerId: number) => {
        if (customerId !== activeCustomerId) switchCustomer(customerId);
      }}
    />
  );
}
