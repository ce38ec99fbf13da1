export { errorAt, fieldStatus } from './formStatus';
export { FilterSetFields, type FilterSetFieldsProps, type UseSegmentItems } from './FilterSetFields';
export { FormPageShell, type FormPageShellProps } from './FormPageShell';
export { RecipientsField, type RecipientsFieldProps } from './RecipientsField';
