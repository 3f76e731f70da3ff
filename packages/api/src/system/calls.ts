import type { StartupFailure } from '@atrium/domain/system';
import type { ApiClient, Endpoint } from '../client';
import { isApiError } from '../errors';
import { systemStatusSchema, type SystemStatusWire } from './schemas';
import { type SystemStatus, toSystemStatus } from './mapping';

export const systemStatusEndpoint: Endpoint<SystemStatusWire> = {
  id: 'system.status',
  method: 'GET',
  path: '/wps/system/status',
  moduleId: 'COMM3',
  needsToken: false,
  value: systemStatusSchema,
};

export async function getSystemStatus(client: ApiClient, signal?: AbortSignal): Promise<SystemStatus> {
  return toSystemStatus(await client.call(systemStatusEndpoint, { signal }));
}

/** What kind of start-up failure an error of this call is, in the domain's terms. */
export function startupFailureOf(error: unknown): StartupFailure {
  if (!isApiError(error)) return 'server';
  switch (error.kind) {
    case 'network':
    case 'aborted':
      return 'network';
    case 'timeout':
      return 'timeout';
    case 'malformed':
      return 'malformed';
    default:
      return 'server';
  }
}
