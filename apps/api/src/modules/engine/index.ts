/*
 * The widget engine behind one door: what other modules (widget data, downloads, chart pictures, datasets,
 * scheduled exports, alerts) call to compute a widget's answer. The SQL engine itself is analytics/engine.
 */
export {
  definitionAnswer,
  type EngineViewer,
  engineInputAsHttp,
  widgetAnswer,
  type WidgetDataOptions,
  widgetInput,
  type WidgetSteps,
} from './widgetAnswers';
