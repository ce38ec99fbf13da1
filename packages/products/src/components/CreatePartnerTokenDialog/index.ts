export { CreatePartnerTokenDialog, type CreatePartnerTokenDialogProps } from './CreatePartnerTokenDialog';
