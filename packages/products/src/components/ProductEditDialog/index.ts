export { ProductEditDialog, type ProductEditDialogProps } from './ProductEditDialog';
