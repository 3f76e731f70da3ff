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
export {
  ApiError,
  KNOWN_ERROR_CODES,
  isApiError,
  isSessionErrorCode,
  messageKeyFor,
  type ApiErrorKind,
} from './errors';
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

// Session, member, settings, wallet (helper A1)
// Session, member, settings, wallet (helper A2)

// Games, favourites, announcements, lottery, live (helper B1)
// Games, favourites, announcements, lottery, live (helper B2)

// Promotions, missions, contracts, points, feedback, messages (helper C)
