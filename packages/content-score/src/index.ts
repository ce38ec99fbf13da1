export { contentScoreFeature } from './feature';
