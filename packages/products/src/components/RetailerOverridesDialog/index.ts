export {
  mergeTextOverrides,
  RetailerOverridesDialog,
  type RetailerOverridesDialogProps,
} from './RetailerOverridesDialog';
