export { LoadingBar } from './LoadingBar';
