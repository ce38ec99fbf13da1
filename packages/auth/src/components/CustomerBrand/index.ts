export { CustomerBrand, CustomerBrandView, type CustomerBrandViewProps } from './CustomerBrand';
