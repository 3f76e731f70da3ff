import { readQueryOptions } from '../readQuery';
import type { ApiClient } from '../client';
import { queryKeys } from '../queryKeys';
import { getSystemStatus } from './calls';

/** Retries a transient failure once; a malformed or refused answer is shown at once (the page offers retry). */
export function systemStatusQueryOptions(client: ApiClient, language: string) {
  return readQueryOptions(queryKeys.system.status(language), getSystemStatus, client, 60_000);
}
