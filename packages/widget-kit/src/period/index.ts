export {
  PERIOD_SETTING,
  previewPeriodOf,
  storedPeriodOf,
  widgetPeriodOf,
  type PeriodContext,
  type PreviewPeriod,
} from './previewPeriod';
export { usePeriodContext } from './usePeriodContext';
