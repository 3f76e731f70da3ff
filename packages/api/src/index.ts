// Explicit named exports only (CONVENTIONS.md).
export {
  DEFAULT_TIMEOUT_MS,
  buildUrl,
  createApiClient,
  rsaKeyEndpoint,
  type ApiClient,
  type CallOptions,
  type ClientConfig,
  type Endpoint,
  type HttpMethod,
  type QueryValue,
} from './client';
export { ApiError, isApiError, isSessionErrorCode, messageKeyFor, type ApiErrorKind } from './errors';
export { queryKeys } from './queryKeys';
export {
  getSystemStatus,
  startupFailureOf,
  systemStatusEndpoint,
  systemStatusQueryOptions,
  systemStatusSchema,
  toSystemStatus,
  type CustomerServiceEntry,
  type SystemStatus,
  type SystemStatusWire,
} from './system';
