import { HttpResponse } from 'msw';
import { AGENT_ACCOUNT_TYPES, TRIAL_ACCOUNT_TYPE } from '@atrium/domain/session';
import { decryptBody, EnvelopeError } from '../crypto/envelope';
import { refuse } from './envelope';
import type { DemoAccount } from './state/accounts';
import type { DemoPlatform } from './state/platform';

/**
 * What every demo handler needs to behave like a strict server: the session from `Authorization`, JSON and
 * encrypted bodies that are refused when malformed, with the platform's own codes (docs/protocol.md).
 */

/** The account of the request's token, or the 401 the platform sends (`login.not.session`). */
export function requireAccount(platform: DemoPlatform, request: Request): DemoAccount | Response {
  const token = request.headers.get('authorization');
  const accountId = platform.sessions.accountIdOf(token);
  const account = accountId ? platform.accountById(accountId) : null;
  if (account) return account;
  // A session the platform ended says why, so the app can tell its user (docs/protocol.md `session.password.changed`).
  if (platform.sessions.endReasonOf(token) === 'passwordChanged') {
    return refuse(401, 'session.password.changed', 'Your password was changed, please log in again');
  }
  return refuse(401, 'login.not.session', 'You are not logged in, please login');
}

/** The 400 `operation.not.allowed` a call answers when the rules forbid what was asked. */
export function notAllowed(message: string): Response {
  return refuse(400, 'operation.not.allowed', message);
}

/** The 400 `request_param_err` a call answers to parameters it does not accept. */
export function badParams(message = 'Invalid parameters'): Response {
  return refuse(400, 'request_param_err', message);
}

/** The signed-in account unless it is a trial one (§6: trial users cannot open the member panels), which is refused. */
export function requireMember(platform: DemoPlatform, request: Request, refusal: string): DemoAccount | Response {
  const account = requireAccount(platform, request);
  if (isResponse(account)) return account;
  return account.type === TRIAL_ACCOUNT_TYPE ? notAllowed(refusal) : account;
}

/**
 * A member's JSON call: the account and the body (refused as requireAccount and readJson refuse them), then a trial
 * account refused with `refusal`.
 */
export async function readMemberBody(
  platform: DemoPlatform,
  request: Request,
  refusal: string,
): Promise<{ account: DemoAccount; body: Record<string, unknown> } | Response> {
  const call = await readAccountJson(platform, request);
  if (isResponse(call)) return call;
  return call.account.type === TRIAL_ACCOUNT_TYPE ? notAllowed(refusal) : call;
}

/** The signed-in account if it is an agent's (§3 types 1, 2, 41, 42), else the 403 the agent calls answer. */
export function requireAgent(
  platform: DemoPlatform,
  request: Request,
  refusal = 'Agents only',
): DemoAccount | Response {
  const account = requireAccount(platform, request);
  if (isResponse(account)) return account;
  return AGENT_ACCOUNT_TYPES.includes(account.type) ? account : refuse(403, 'operation.not.allowed', refusal);
}

/** A signed-in call with a JSON body: the account and the body, or the refusal of either. */
export async function readAccountJson(
  platform: DemoPlatform,
  request: Request,
): Promise<{ account: DemoAccount; body: Record<string, unknown> } | Response> {
  const account = requireAccount(platform, request);
  if (isResponse(account)) return account;
  const body = await readJson(request);
  return isResponse(body) ? body : { account, body };
}

/** A signed-in call with an encrypted body: the account and the decrypted body, or the refusal of either. */
export async function readAccountEncrypted(
  platform: DemoPlatform,
  request: Request,
): Promise<{ account: DemoAccount; body: Record<string, unknown> } | Response> {
  const account = requireAccount(platform, request);
  if (isResponse(account)) return account;
  const body = await readEncrypted(platform, request);
  return isResponse(body) ? body : { account, body };
}

/** The request ids of the money calls (deposit, transfer, withdrawal): 8 to 64 letters, digits and dashes. */
export const REQUEST_ID = /^[A-Za-z0-9-]{8,64}$/;

/**
 * A money call's request id and the key it is remembered by once done (`scope:requestId`; the scope starts with the
 * account's id, so another account's id never blocks or reveals a call), or the refusal: no well-formed id (400), or
 * one already done (409, `already`).
 */
export function claimRequestId(
  done: ReadonlySet<string>,
  scope: string,
  body: Record<string, unknown>,
  already: string,
): { requestId: string; key: string } | Response {
  const requestId = body['requestId'];
  if (typeof requestId !== 'string' || !REQUEST_ID.test(requestId)) {
    return refuse(400, 'field.format', 'A request id is required');
  }
  const key = `${scope}:${requestId}`;
  return done.has(key) ? refuse(409, 'operation.not.allowed', already) : { requestId, key };
}

/** The account of the request's token, if any (calls that work for guests too). */
export function optionalAccount(platform: DemoPlatform, request: Request): DemoAccount | null {
  const accountId = platform.sessions.accountIdOf(request.headers.get('authorization'));
  return accountId ? platform.accountById(accountId) : null;
}

/** A JSON body as an object, or the 400 `request_param_err` a strict server answers. */
export async function readJson(request: Request): Promise<Record<string, unknown> | Response> {
  try {
    const body: unknown = await request.json();
    if (body && typeof body === 'object' && !Array.isArray(body)) return body as Record<string, unknown>;
  } catch {
    // fall through
  }
  return refuse(400, 'request_param_err', 'Malformed request body');
}

/** An encrypted body (spec §7 "enc"), decrypted with the platform's key pair, or the platform's 400. */
export async function readEncrypted(
  platform: DemoPlatform,
  request: Request,
): Promise<Record<string, unknown> | Response> {
  let value: unknown;
  try {
    value = ((await request.json()) as { value?: unknown } | null)?.value;
  } catch {
    return refuse(400, 'request_body_required', 'Encrypted body required');
  }
  try {
    const payload = decryptBody({ value, headers: request.headers }, platform.rsaKeyPair());
    if (payload && typeof payload === 'object' && !Array.isArray(payload)) return payload as Record<string, unknown>;
    return refuse(400, 'request_param_err', 'Malformed request body');
  } catch (error) {
    if (error instanceof EnvelopeError) return refuse(400, error.code, 'Encrypted body refused');
    throw error;
  }
}

export function isResponse(value: unknown): value is Response {
  return value instanceof HttpResponse || value instanceof Response;
}
