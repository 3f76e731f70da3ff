import * as z from 'zod/mini';
import { type RegistrationMethod } from '@atrium/domain/validation';
import type { ApiClient, Endpoint } from '../client';
import { isApiError } from '../errors';
import { loginInfoSchema, toLoginInfo, toSmsSent, smsSentSchema, type LoginInfo, type LoginInfoWire } from '../session';
import type { SmsSent } from '../session';
import { registerRulesSchema } from './schemas';
import { toRegisterRules, type RegistrationForm } from './mapping';
import { endpointsOf, reader } from '../endpoints';

const area = endpointsOf('registration', { moduleId: 'REG3', needsToken: false });

export const registerRulesEndpoint = area.get('rules', '/wps/system/setting/register', registerRulesSchema);

export const getRegisterRules = reader(registerRulesEndpoint, toRegisterRules);

/** Assumed: POST with a JSON body (the spec gives no method); `type` is the registration type of the form. */
export const registerSmsEndpoint = area.post('sms', '/wps/verification/sms/register', smsSentSchema, {
  moduleId: 'VERIFICATION3',
});

export interface RegisterSmsVariables {
  readonly countryDialingCode: string;
  readonly mobileNo: string;
  /** The form's registration type (assumed meaning of the spec's `type`). */
  readonly type: 'register' | 'registerMobile';
}

export async function sendRegisterSms(
  client: ApiClient,
  variables: RegisterSmsVariables,
  signal?: AbortSignal,
): Promise<SmsSent> {
  const body = {
    mobileNo: variables.mobileNo,
    countryDialingCode: variables.countryDialingCode,
    type: variables.type,
  };
  return toSmsSent(await client.call(registerSmsEndpoint, { body, signal }));
}

export const affiliateEndpoint = area.get('affiliate', '/wps/agent/affiliate', z.unknown());

/**
 * §5 "If an affiliate code is present it is checked with the server before registering". True when the platform
 * accepts it, false on `affiliate.invalid`; any other failure is thrown.
 */
export async function checkAffiliateCode(
  client: ApiClient,
  code: string,
  domain: string,
  signal?: AbortSignal,
): Promise<boolean> {
  try {
    await client.call(affiliateEndpoint, { query: { code, domain }, signal });
    return true;
  } catch (error) {
    if (isApiError(error) && error.kind === 'rejected' && error.code === 'affiliate.invalid') return false;
    throw error;
  }
}

export interface RegisterVariables {
  readonly method: RegistrationMethod;
  readonly form: RegistrationForm;
  readonly deviceId: string;
  /** The page's host (§3 `domain`) and address (`registerUrl`). */
  readonly domain: string;
  readonly registerUrl: string;
  /** §3 `referralCode (from URL query)`. */
  readonly referralCode?: string | undefined;
}

const endpointFor = (id: string, path: string): Endpoint<LoginInfoWire> => ({
  id,
  method: 'PUT',
  path,
  moduleId: 'REG3',
  needsToken: false,
  encrypted: true,
  value: loginInfoSchema,
});

/** PUT /wps/member/register (enc): registration by username. */
export const registerEndpoint = endpointFor('registration.register', '/wps/member/register');

/** PUT /wps/member/register/mobile (enc): registration by mobile number. */
export const registerMobileEndpoint = endpointFor('registration.registerMobile', '/wps/member/register/mobile');

/**
 * The body (§3): the filled fields as typed, `confirmPassword` also as `verifyPwd`, `login: true` (log in at once),
 * `registerMethod: 'WEB'`, `domain`, `registerUrl`, `referralCode`, `loginDeviceId`. Empty fields are left out.
 */
export function registerBody(variables: RegisterVariables): Record<string, string | boolean> {
  const body: Record<string, string | boolean> = {};
  for (const [field, value] of Object.entries(variables.form)) {
    if (typeof value === 'string' && value.trim() !== '') body[field] = value;
  }
  if (body['confirmPassword'] !== undefined) body['verifyPwd'] = body['confirmPassword'];
  if (variables.referralCode) body['referralCode'] = variables.referralCode;
  return {
    ...body,
    domain: variables.domain,
    registerUrl: variables.registerUrl,
    registerMethod: 'WEB',
    login: true,
    loginDeviceId: variables.deviceId,
  };
}

/** §4 "Success logs in": the value is the login value. */
export async function register(
  client: ApiClient,
  variables: RegisterVariables,
  signal?: AbortSignal,
): Promise<LoginInfo> {
  const endpoint = variables.method === 'mobile' ? registerMobileEndpoint : registerEndpoint;
  return toLoginInfo(await client.call(endpoint, { body: registerBody(variables), signal }));
}
