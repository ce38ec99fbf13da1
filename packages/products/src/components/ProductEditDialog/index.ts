export { ProductEditDialog, type AttributeValueChange, type ProductEditDialogProps } from './ProductEditDialog';
