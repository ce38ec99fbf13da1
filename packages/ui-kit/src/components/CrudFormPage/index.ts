export { CrudForm, type CrudFormProps } from './CrudForm';
export {
  type CrudFormBinding,
  CrudFormPage,
  type CrudFormPageProps,
  type SaveAnswer,
  type SaveErrors,
} from './CrudFormPage';
export { editedRecordOf, recordIdOf } from './recordIdOf';
export { type FieldMessages, type FormChecks, useFormChecks } from './useFormChecks';
