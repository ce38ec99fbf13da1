export {
  SelectionFilterForm,
  type SelectionFilterFormProps,
  type FilterListsValue,
  type TagOption,
} from './SelectionFilterForm';
