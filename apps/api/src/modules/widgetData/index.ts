// What other modules may use of this module (they import nothing else from it).
export { allRows, streamStampedExport } from './allRowsExport';
export {
  answerStampFacts,
  type ExportStamp,
  exportStamp,
  FILTER_LABELS,
  requestFilters,
  STAMP_TEXTS,
  writeStampedExport,
} from './exportStamp';
export { type ExportTable, exportTable, moneyCell, safeCell } from './widgetExport';
