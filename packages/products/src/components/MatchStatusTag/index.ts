export { MatchStatusTag, type MatchStatusTagProps } from './MatchStatusTag';
