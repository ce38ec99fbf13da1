/** The demo tenant: fixed names and accounts so every fresh start looks the same. */
export const DEMO_PASSWORD = 'Demo-Password-1';

export const demoCustomers = [
  { key: 'acme', name: 'Acme Retail', accountType: 'CUSTOMER', licensePlanName: 'Professional', parkerStatus: 'enabled' },
  { key: 'brandco', name: 'Brandco', accountType: 'TRIAL', licensePlanName: 'Trial', parkerStatus: 'disabled' },
] as const;
export type DemoCustomerKey = (typeof demoCustomers)[number]['key'];

export const demoPrivileges = [
  {
    type: 'ACCESS',
    entity: 'RETAILER',
    name: 'Access to retailer',
    description: 'View and use, but not modify, the data of the given retailers.',
  },
  { type: 'DISABLE_DATA_FILTER', entity: null, name: 'Disable data filter', description: 'See data without the retailer filter.' },
  { type: 'READ_ONLY', entity: null, name: 'Read only', description: 'View everything, change nothing.' },
  {
    type: 'PRODUCT_MANAGEMENT',
    entity: null,
    name: 'Product management',
    description: 'Use the product-management area: product lists, selection and mapping.',
  },
  { type: 'PARKER_ACCESS', entity: null, name: 'Parker access', description: 'Use the Parker assistant.' },
] as const;

export const ADMINISTRATORS = 'Administrators';
export const PRODUCT_MANAGERS = 'Product managers';

interface DemoUser {
  email: string;
  displayName: string;
  isSystemAdmin: boolean;
  memberships: { customer: DemoCustomerKey; roles: string[] }[];
}

export const demoUsers: DemoUser[] = [
  { email: 'sysadmin@shelfsight.test', displayName: 'System Admin', isSystemAdmin: true, memberships: [] },
  {
    email: 'admin@acme.test',
    displayName: 'Alice Admin',
    isSystemAdmin: false,
    memberships: [
      { customer: 'acme', roles: [ADMINISTRATORS] },
      { customer: 'brandco', roles: [] },
    ],
  },
  {
    email: 'analyst@acme.test',
    displayName: 'Andy Analyst',
    isSystemAdmin: false,
    memberships: [{ customer: 'acme', roles: [] }],
  },
  {
    email: 'pm@acme.test',
    displayName: 'Paula Product',
    isSystemAdmin: false,
    memberships: [{ customer: 'acme', roles: [PRODUCT_MANAGERS] }],
  },
];
