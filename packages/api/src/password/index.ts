/**
 * Password calls of spec §7: change password (logged in), forgot password by email, reset by mobile (which logs
 * in, §4 "Successful mobile reset logs in and goes to /").
 */

export {
  changePasswordEndpoint,
  type ChangePasswordVariables,
  changePassword,
  forgotPasswordEmailEndpoint,
  type ForgotPasswordEmailVariables,
  requestPasswordEmail,
  resetPasswordByMobileEndpoint,
  type ResetPasswordByMobileVariables,
  resetPasswordByMobile,
} from './calls';
export {
  changePasswordMutationOptions,
  forgotPasswordEmailMutationOptions,
  resetPasswordByMobileMutationOptions,
} from './queries';
