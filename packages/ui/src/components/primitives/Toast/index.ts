export { Toaster, type ToasterProps, type ToastMessage, type ToastTone } from './Toast';
