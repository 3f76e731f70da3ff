import type { StartupFailure } from '@atrium/domain/system';
import { isApiError } from '../errors';
import { systemStatusSchema } from './schemas';
import { toSystemStatus } from './mapping';
import { endpointsOf, reader } from '../endpoints';

const area = endpointsOf('system', { moduleId: 'COMM3', needsToken: false });

export const systemStatusEndpoint = area.get('status', '/wps/system/status', systemStatusSchema);

export const getSystemStatus = reader(systemStatusEndpoint, toSystemStatus);

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
