import * as z from 'zod/mini';
import type { ApiClient } from '../client';
import { loginInfoSchema, toLoginInfo, type LoginInfo } from '../session';
import { endpointsOf } from '../endpoints';

const area = endpointsOf('password', { moduleId: 'PASS3', needsToken: false });

export const changePasswordEndpoint = area.post('change', '/wps/member/password', z.unknown(), {
  needsToken: true,
  encrypted: true,
});

export interface ChangePasswordVariables {
  readonly oldPassword: string;
  readonly newPassword: string;
  readonly confirmNewPassword: string;
}

/** Refusals: `password.incorrect` (old password), `field.format`, `password.mismatch`. */
export async function changePassword(
  client: ApiClient,
  variables: ChangePasswordVariables,
  signal?: AbortSignal,
): Promise<void> {
  const body = {
    oldPassword: variables.oldPassword,
    newPassword: variables.newPassword,
    confirmNewPassword: variables.confirmNewPassword,
  };
  await client.call(changePasswordEndpoint, { body, signal });
}

/**
 * /wps/member/password/email. The spec says the body is form-encoded; the client core sends JSON only, so this
 * call sends `{ username, email }` as JSON and the demo platform accepts both (README "Not done"). Method assumed
 * POST.
 */
export const forgotPasswordEmailEndpoint = area.post('forgotByEmail', '/wps/member/password/email', z.unknown());

export interface ForgotPasswordEmailVariables {
  readonly username: string;
  readonly email: string;
}

/** Refusal: `USER_NOT_EXIST` when the username and email do not belong together. */
export async function requestPasswordEmail(
  client: ApiClient,
  variables: ForgotPasswordEmailVariables,
  signal?: AbortSignal,
): Promise<void> {
  await client.call(forgotPasswordEmailEndpoint, {
    body: { username: variables.username, email: variables.email },
    signal,
  });
}

export const resetPasswordByMobileEndpoint = area.post(
  'resetByMobile',
  '/wps/member/password/verification',
  loginInfoSchema,
  { encrypted: true },
);

export interface ResetPasswordByMobileVariables {
  readonly countryDialingCode: string;
  readonly mobileNum: string;
  /** The code from the SMS of /wps/verification/sms/noLogin. */
  readonly verificationCode: string;
  readonly newPassword: string;
  readonly deviceId: string;
}

/**
 * Spec §7 body `newPassword, mobileNum, verificationCode`; assumed additions `countryDialingCode` and
 * `loginDeviceId`. The value is the login value (assumed; §4 says the reset logs in).
 */
export async function resetPasswordByMobile(
  client: ApiClient,
  variables: ResetPasswordByMobileVariables,
  signal?: AbortSignal,
): Promise<LoginInfo> {
  const body = {
    newPassword: variables.newPassword,
    mobileNum: variables.mobileNum,
    verificationCode: variables.verificationCode,
    countryDialingCode: variables.countryDialingCode,
    loginDeviceId: variables.deviceId,
  };
  return toLoginInfo(await client.call(resetPasswordByMobileEndpoint, { body, signal }));
}
