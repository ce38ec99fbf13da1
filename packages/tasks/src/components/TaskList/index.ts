export { NO_TASKS, TaskList, type TaskListProps } from './TaskList';
export { TASK_LIST_TEXTS } from './TaskRow';
