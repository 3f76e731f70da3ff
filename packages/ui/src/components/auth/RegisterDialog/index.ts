export {
  RegisterDialog,
  type RegisterDialogProps,
  type RegisterForm,
  type RegisterFormField,
  type RegisterSmsRequest,
} from './RegisterDialog';
