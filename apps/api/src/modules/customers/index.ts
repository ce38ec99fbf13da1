// What other modules may use of this module (they import nothing else from it).
export { activeCustomerOf, scopedViewer } from './activeCustomer';
export { toCustomer } from './customers.repository';
