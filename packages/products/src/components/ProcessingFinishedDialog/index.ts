export {
  ProcessingFinishedDialog,
  type ProcessingFinishedDialogProps,
  type ProcessingOutcome,
} from './ProcessingFinishedDialog';
