export { ScoreState, ScoreStateView, type ScoreStateViewProps } from './ScoreState';
