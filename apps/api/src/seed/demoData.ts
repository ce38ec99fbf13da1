/** The demo tenant: fixed names and accounts so every fresh start looks the same. */
export const DEMO_PASSWORD = 'Demo-Password-1';

/** The logos are files of the web app (apps/web/public/customer-logos). */
export const demoCustomers = [
  {
    key: 'acme',
    name: 'Acme Retail',
    customerDisplayName: 'Acme Retail',
    accountDescription: 'Consumer electronics retailer with shops in Germany and the United Kingdom.',
    accountType: 'CUSTOMER',
    licensePlanName: 'Professional',
    pricingType: 'STANDARD',
    guiVersion: '2',
    customerLogoUrl: '/customer-logos/acme-retail.svg',
    customerSmallLogoUrl: '/customer-logos/acme-retail-small.svg',
    parkerStatus: 'enabled',
  },
  {
    key: 'brandco',
    name: 'Brandco',
    customerDisplayName: 'Brandco',
    accountDescription: 'Snack and drinks brand selling through retailers across Europe.',
    accountType: 'TRIAL',
    licensePlanName: 'Trial',
    pricingType: 'STANDARD',
    guiVersion: '2',
    customerLogoUrl: '/customer-logos/brandco.svg',
    customerSmallLogoUrl: '/customer-logos/brandco-small.svg',
    parkerStatus: 'disabled',
  },
] as const;
export type DemoCustomerKey = (typeof demoCustomers)[number]['key'];

export const demoPrivileges = [
  {
    type: 'ACCESS',
    entity: 'RETAILER',
    name: 'Access to retailer',
    description: 'View and use, but not modify, the data of the given retailers.',
  },
  {
    type: 'DISABLE_DATA_FILTER',
    entity: null,
    name: 'Disable data filter',
    description: 'See data without the retailer filter.',
  },
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
