export {
  ImageSimilarityOverviewWidget,
  type ImageSimilarityOverviewWidgetProps,
} from './ImageSimilarityOverviewWidget';
