export { PRODUCT_ACTIONS_TEXTS, ProductActions, type ProductActionsProps } from './ProductActions';
