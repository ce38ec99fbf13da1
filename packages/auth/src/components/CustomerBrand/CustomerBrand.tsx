import { selectActiveCustomerId, useAppSelector } from '@shelfsight/api-client';
import { Avatar, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useActiveCustomerQuery } from '../../api/customersApi';

export interface CustomerBrandViewProps {
  displayName: string;
  /** The customer's small logo, else its logo; none shows the first letter of the name. */
  logoUrl: string | null;
}

/** The customer's logo and display name, as the main layout's header shows them. */
export function CustomerBrandView({ displayName, logoUrl }: CustomerBrandViewProps) {
  const [broken, setBroken] = useState<string | null>(null);
  const showLogo = logoUrl !== null && broken !== logoUrl;
  return (
    <Flex align="center" gap={8} data-testid="customer-brand">
      {showLogo ? (
        <img
          src={logoUrl}
          alt={`${displayName} logo`}
          height={32}
          style={{ maxWidth: 96, objectFit: 'contain' }}
          onError={() => setBroken(logoUrl)}
        />
      ) : (
        <Avatar shape="square" aria-hidden>
          {displayName.slice(0, 1).toUpperCase()}
        </Avatar>
      )}
      <Typography.Text
        strong
        style={{ maxWidth: 240, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
      >
        {displayName}
      </Typography.Text>
    </Flex>
  );
}

/** The active customer's brand (spec 1 §3 customerDisplayName, customerSmallLogoUrl / customerLogoUrl). */
export function CustomerBrand() {
  const activeCustomerId = useAppSelector(selectActiveCustomerId);
  const { data: customer } = useActiveCustomerQuery(activeCustomerId ?? 0, { skip: activeCustomerId === null });
  if (!customer) return null;
  return (
    <CustomerBrandView
      displayName={customer.customerDisplayName ?? customer.name}
      logoUrl={customer.customerSmallLogoUrl ?? customer.customerLogoUrl}
    />
  );
}
