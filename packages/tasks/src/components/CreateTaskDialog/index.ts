export { CREATE_TASK_TEXTS, CreateTaskDialog } from './CreateTaskDialog';
