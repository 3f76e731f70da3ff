import * as z from 'zod/mini';
import { ApiError, isSessionErrorCode, messageKeyFor, type ApiErrorKind } from './errors';

/**
 * The platform client core (spec §7, docs/protocol.md "Requests" and "Responses").
 * One descriptor per endpoint; one `call` that adds the headers, applies the time limit, unwraps the envelope
 * and parses the value with the endpoint's schema. Every failure is an `ApiError`; nothing here touches the UI.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface Endpoint<TValue> {
  /** Stable id used in errors and logs, e.g. `system.status`. */
  readonly id: string;
  readonly method: HttpMethod;
  readonly path: string;
  /** Sent as the `ModuleId` header when set (docs/protocol.md). */
  readonly moduleId?: string;
  /** Whether the call needs the session token (`Authorization`). */
  readonly needsToken: boolean;
  /** Schema of the envelope's `value`. */
  readonly value: z.ZodMiniType<TValue>;
  /** Overrides the client's default time limit. */
  readonly timeoutMs?: number;
  /**
   * Whether the JSON body travels in the legacy encrypted envelope (spec §7 "enc", docs/protocol.md): the cipher
   * module is loaded on the first such call, and the RSA modulus is fetched once per client.
   */
  readonly encrypted?: boolean;
}

export type QueryValue = string | number | boolean | null | undefined;

export interface CallOptions {
  readonly query?: Readonly<Record<string, QueryValue>>;
  readonly body?: unknown;
  readonly signal?: AbortSignal;
}

export interface ClientConfig {
  /** Origin and prefix of the platform, '' for the page's own origin. */
  readonly baseUrl: string;
  /** The brand's tenant id, sent as the `Merchant` header exactly once. */
  readonly merchantCode: string;
  /** The platform language code (EN, CN, TH…), upper case. */
  readonly getLanguage: () => string;
  /** The session token, or null for a guest. */
  readonly getToken: () => string | null;
  readonly device?: string;
  readonly gatewayVersion?: string;
  /** Default time limit of a call in milliseconds. */
  readonly timeoutMs?: number;
  readonly fetch?: typeof fetch;
}

export interface ApiClient {
  call<TValue>(endpoint: Endpoint<TValue>, options?: CallOptions): Promise<TValue>;
  /** Forgets the cached RSA modulus (after the platform rotates its key). */
  resetEncryptionKey(): void;
  /** Subscribes to session expiry (401 or a session error code); returns the unsubscribe function. */
  onSessionExpired(listener: (error: ApiError) => void): () => void;
}

export const DEFAULT_TIMEOUT_MS = 15_000;

/** GET /wps/session/key/rsa: the modulus, hex, as the envelope's value (assumed; docs/protocol.md says "hex text"). */
export const rsaKeyEndpoint: Endpoint<string> = {
  id: 'session.rsaKey',
  method: 'GET',
  path: '/wps/session/key/rsa',
  moduleId: 'COMM3',
  needsToken: false,
  value: z.string().check(z.regex(/^\s*(0x)?[0-9a-fA-F]{16,}\s*$/)),
};

function randomBytes(n: number): Uint8Array {
  return globalThis.crypto.getRandomValues(new Uint8Array(n));
}

const envelopeSchema = z.object({
  success: z.boolean(),
  value: z.optional(z.unknown()),
  message: z.nullish(z.string()),
  errorCode: z.nullish(z.string()),
});

function pathOf(issuePath: readonly PropertyKey[]): string {
  return issuePath
    .map((p) => (typeof p === 'number' ? `[${p}]` : String(p)))
    .join('.')
    .replace(/\.\[/g, '[');
}

export function buildUrl(baseUrl: string, path: string, query?: Readonly<Record<string, QueryValue>>): string {
  const params = new URLSearchParams();
  for (const [key, raw] of Object.entries(query ?? {})) {
    if (raw === undefined || raw === null) continue;
    params.append(key, String(raw));
  }
  const search = params.toString();
  return `${baseUrl.replace(/\/+$/, '')}${path}${search ? `?${search}` : ''}`;
}

/**
 * Lets the caller's task end before a call is prepared and sent, where the browser offers `scheduler.yield`
 * (elsewhere, as in Node, it goes on at once). A screen that mounts asks for all its data from one effect pass: each
 * call (headers, time-out signals, the fetch itself, about 1–2 ms on a fast machine) then runs in a task of its own
 * instead of adding up to one long task, which a phone four times slower would block on (docs/decisions/0006).
 * Nothing is retried or reordered: the calls start in the order they were made, a few ms later.
 */
function ownTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return typeof scheduler?.yield === 'function' ? scheduler.yield() : Promise.resolve();
}

export function createApiClient(config: ClientConfig): ApiClient {
  const listeners = new Set<(error: ApiError) => void>();
  let rsaModulus: Promise<string> | null = null;
  const doFetch = config.fetch ?? ((input, init) => globalThis.fetch(input, init));

  function fail(
    endpoint: Endpoint<unknown>,
    kind: ApiErrorKind,
    extra: Partial<Omit<ConstructorParameters<typeof ApiError>[0], 'kind' | 'endpoint' | 'messageKey'>> = {},
  ): ApiError {
    const error = new ApiError({
      kind,
      endpoint: endpoint.id,
      messageKey: messageKeyFor(kind, extra.code, extra.status),
      ...extra,
    });
    if (kind === 'session-expired') for (const listener of listeners) listener(error);
    return error;
  }

  /** Encrypts a body for an "enc" call; the cipher module is loaded only now (it is not in the start-up bundle). */
  async function seal(endpoint: Endpoint<unknown>, payload: unknown, signal: AbortSignal | undefined) {
    rsaModulus ??= call(rsaKeyEndpoint, { signal }).catch((error: unknown) => {
      rsaModulus = null;
      throw error;
    });
    const [modulus, envelope] = await Promise.all([rsaModulus, import('./crypto/envelope')]);
    try {
      return envelope.encryptBody(payload, modulus.trim(), envelope.randomKey16(randomBytes));
    } catch (cause) {
      rsaModulus = null;
      throw fail(endpoint, 'malformed', { field: 'rsaKey', cause });
    }
  }

  async function call<TValue>(endpoint: Endpoint<TValue>, options: CallOptions = {}): Promise<TValue> {
    await ownTask();
    // Cancelled while waiting for its task (a query dropped at sign-out): it never starts, nor reads a token gone.
    if (options.signal?.aborted) throw fail(endpoint, 'aborted', { cause: options.signal.reason });
    const headers = new Headers({
      Accept: 'application/json',
      Merchant: config.merchantCode,
      Language: config.getLanguage().toUpperCase(),
      Device: config.device ?? 'web',
      'X-Gateway-Version': config.gatewayVersion ?? '3',
    });
    if (endpoint.moduleId) headers.set('ModuleId', endpoint.moduleId);
    if (endpoint.needsToken) {
      const token = config.getToken();
      if (!token) throw fail(endpoint, 'session-expired', { code: 'login.not.session' });
      headers.set('Authorization', token);
    }
    let body: string | undefined;
    if (options.body !== undefined && endpoint.method !== 'GET') {
      headers.set('Content-Type', 'application/json;charset=UTF-8');
      if (endpoint.encrypted) {
        const sealed = await seal(endpoint, options.body, options.signal);
        for (const [name, value] of Object.entries(sealed.headers)) headers.set(name, value);
        body = JSON.stringify(sealed.body);
      } else body = JSON.stringify(options.body);
    }

    const timeout = AbortSignal.timeout(endpoint.timeoutMs ?? config.timeoutMs ?? DEFAULT_TIMEOUT_MS);
    const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;

    let response: Response;
    let text: string;
    try {
      response = await doFetch(
        buildUrl(config.baseUrl, endpoint.path, endpoint.method === 'GET' ? options.query : undefined),
        {
          method: endpoint.method,
          headers,
          body,
          signal,
          credentials: 'same-origin',
        },
      );
      text = await response.text();
    } catch (cause) {
      if (options.signal?.aborted) throw fail(endpoint, 'aborted', { cause });
      if (timeout.aborted) throw fail(endpoint, 'timeout', { cause });
      throw fail(endpoint, 'network', { cause });
    }

    const status = response.status;
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch (cause) {
      if (status === 401) throw fail(endpoint, 'session-expired', { status });
      throw fail(endpoint, status >= 400 ? 'http' : 'malformed', { status, field: 'body', cause });
    }

    const envelope = envelopeSchema.safeParse(json);
    if (!envelope.success) {
      if (status === 401) throw fail(endpoint, 'session-expired', { status });
      const field = pathOf(envelope.error.issues[0]?.path ?? []) || 'body';
      throw fail(endpoint, status >= 400 ? 'http' : 'malformed', { status, field, cause: envelope.error });
    }
    const { success, value, message, errorCode } = envelope.data;
    const code = errorCode ?? undefined;
    const serverMessage = message ?? undefined;
    if (status === 401 || isSessionErrorCode(code)) {
      throw fail(endpoint, 'session-expired', { status, code, serverMessage });
    }
    if (!success || status >= 400) {
      // The platform rotated its key: the next attempt (the user's, never an automatic one) fetches it again.
      if (code === 'rsa_key_mismatch') rsaModulus = null;
      throw fail(endpoint, 'rejected', { status, code, serverMessage, value });
    }

    const parsed = endpoint.value.safeParse(value);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = ['value', ...(issue?.path ?? [])];
      throw fail(endpoint, 'malformed', { status, field: pathOf(field), cause: parsed.error });
    }
    return parsed.data;
  }

  return {
    call,
    resetEncryptionKey() {
      rsaModulus = null;
    },
    onSessionExpired(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
