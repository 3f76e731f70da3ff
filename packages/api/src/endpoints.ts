import type * as z from 'zod/mini';
import type { ApiClient, CallOptions, Endpoint, HttpMethod } from './client';

/**
 * The endpoint descriptors of one area, written one a line. An area's calls share an id prefix and, mostly, a module
 * and whether they need the session; those are said once, and a call that differs says so in `extras` (a module of
 * its own, no token, the encrypted body, a time limit). The descriptors are plain `Endpoint`s, as if written out.
 */
export interface AreaDefaults {
  readonly moduleId?: string;
  readonly needsToken: boolean;
}

export type EndpointExtras = Partial<Pick<Endpoint<unknown>, 'moduleId' | 'needsToken' | 'encrypted' | 'timeoutMs'>>;

export function endpointsOf(area: string, defaults: AreaDefaults) {
  const of =
    (method: HttpMethod) =>
    <TValue>(
      name: string,
      path: string,
      value: z.ZodMiniType<TValue>,
      extras: EndpointExtras = {},
    ): Endpoint<TValue> => ({
      id: `${area}.${name}`,
      method,
      path,
      ...defaults,
      value,
      ...extras,
    });
  return { get: of('GET'), post: of('POST'), put: of('PUT'), delete: of('DELETE') };
}

/** The common read: call the endpoint with no query or body and map its value to the model. */
export function reader<TWire, TModel>(endpoint: Endpoint<TWire>, toModel: (wire: TWire) => TModel) {
  return async (client: ApiClient, signal?: AbortSignal): Promise<TModel> =>
    toModel(await client.call(endpoint, { signal }));
}

/**
 * The common call with an input: the input becomes the call's query or body (`send`), the answer the model. Written
 * once so an area says only what it sends and how it reads the answer.
 */
export function caller<TWire, TInput, TModel>(
  endpoint: Endpoint<TWire>,
  send: (input: TInput) => Pick<CallOptions, 'query' | 'body'>,
  toModel: (wire: TWire) => TModel,
) {
  return async (client: ApiClient, input: TInput, signal?: AbortSignal): Promise<TModel> =>
    toModel(await client.call(endpoint, { ...send(input), signal }));
}
