export {
  SavedFilterForm,
  PRODUCT_SEGMENT_NEEDED,
  type SavedFilterFormProps,
  type UseSegmentItems,
} from './SavedFilterForm';
