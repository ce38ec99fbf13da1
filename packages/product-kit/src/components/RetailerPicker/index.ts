export { RetailerPicker, type RetailerPickerProps } from './RetailerPicker';
