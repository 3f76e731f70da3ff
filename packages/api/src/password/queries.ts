import type { ApiClient } from '../client';
import { sentOnceMutationOptions } from '../mutations';
import { queryKeys } from '../queryKeys';
import {
  type ChangePasswordVariables,
  changePassword,
  type ForgotPasswordEmailVariables,
  requestPasswordEmail,
  type ResetPasswordByMobileVariables,
  resetPasswordByMobile,
} from './calls';

export function changePasswordMutationOptions(client: ApiClient) {
  return sentOnceMutationOptions([...queryKeys.session.all, 'changePassword'], (variables: ChangePasswordVariables) =>
    changePassword(client, variables),
  );
}

export function forgotPasswordEmailMutationOptions(client: ApiClient) {
  return sentOnceMutationOptions(
    [...queryKeys.session.all, 'forgotPasswordEmail'],
    (variables: ForgotPasswordEmailVariables) => requestPasswordEmail(client, variables),
  );
}

export function resetPasswordByMobileMutationOptions(client: ApiClient) {
  return sentOnceMutationOptions(
    [...queryKeys.session.all, 'resetPasswordByMobile'],
    (variables: ResetPasswordByMobileVariables) => resetPasswordByMobile(client, variables),
  );
}
