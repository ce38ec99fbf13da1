export { tasksFeature } from './feature';
