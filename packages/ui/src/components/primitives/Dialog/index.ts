export { Dialog, type DialogCloseProps, type DialogFooterProps, type DialogProps } from './Dialog';
