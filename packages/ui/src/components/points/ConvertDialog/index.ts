export { ConvertDialog, type ConvertDialogProps, type ConvertSubmission } from './ConvertDialog';
