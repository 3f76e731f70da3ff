export { NoticeListDialog, type NoticeListDialogProps } from './NoticeListDialog';
