export { ParkerAnswer, type ParkerAnswerProps } from './ParkerAnswer';
