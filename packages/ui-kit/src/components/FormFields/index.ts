export { errorAt, fieldStatus } from './formStatus';
export { FilterSetFields, segmentLabels, type FilterSetFieldsProps, type UseSegmentItems } from './FilterSetFields';
export { FormPageShell, type FormPageShellProps } from './FormPageShell';
export { RecipientsField, type RecipientsFieldProps } from './RecipientsField';
