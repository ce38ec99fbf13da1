// What other modules may use of this module (they import nothing else from it).
export { listCustomerRetailers } from './catalogue.repository';
