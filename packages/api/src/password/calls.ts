import * as z from 'zod/mini';
import type { ApiClient, Endpoint } from '../client';
import { loginInfoSchema, toLoginInfo, type LoginInfo, type LoginInfoWire } from '../session';

export const changePasswordEndpoint: Endpoint<unknown> = {
  id: 'password.change',
  method: 'POST',
  path: '/wps/member/password',
  moduleId: 'PASS3',
  needsToken: true,
  encrypted: true,
  value: z.unknown(),
};

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
export const forgotPasswordEmailEndpoint: Endpoint<unknown> = {
  id: 'password.forgotByEmail',
  method: 'POST',
  path: '/wps/member/password/email',
  moduleId: 'PASS3',
  needsToken: false,
  value: z.unknown(),
};

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

export const resetPasswordByMobileEndpoint: Endpoint<LoginInfoWire> = {
  id: 'password.resetByMobile',
  method: 'POST',
  path: '/wps/member/password/verification',
  moduleId: 'PASS3',
  needsToken: false,
  encrypted: true,
  value: loginInfoSchema,
};

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
