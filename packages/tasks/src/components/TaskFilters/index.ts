export { TASK_FILTER_TEXTS, TaskFilters, type TaskFiltersProps } from './TaskFilters';
