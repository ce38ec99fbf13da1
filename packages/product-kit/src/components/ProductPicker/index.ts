export { ProductPicker, productMatches, type ProductPickerProps } from './ProductPicker';
