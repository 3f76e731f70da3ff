import { mutationOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client';
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
  return mutationOptions({
    mutationKey: [...queryKeys.session.all, 'changePassword'],
    mutationFn: (variables: ChangePasswordVariables) => changePassword(client, variables),
    retry: false,
  });
}

export function forgotPasswordEmailMutationOptions(client: ApiClient) {
  return mutationOptions({
    mutationKey: [...queryKeys.session.all, 'forgotPasswordEmail'],
    mutationFn: (variables: ForgotPasswordEmailVariables) => requestPasswordEmail(client, variables),
    retry: false,
  });
}

export function resetPasswordByMobileMutationOptions(client: ApiClient) {
  return mutationOptions({
    mutationKey: [...queryKeys.session.all, 'resetPasswordByMobile'],
    mutationFn: (variables: ResetPasswordByMobileVariables) => resetPasswordByMobile(client, variables),
    retry: false,
  });
}
