import { queryKeys } from '../queryKeys';

/**
 * Query keys of the credit report (§2 Other screens "credit report"): their own module, beside the shared table.
 * They sit under the member root, one of the account roots that sign-in, sign-out and session expiry drop
 * (`isAccountQueryKey`), so a member never sees the report of the account signed in before.
 */
export const creditKeys = {
  all: [...queryKeys.member.all, 'creditReport'] as const,
  report: (page: number, pageSize: number) => [...creditKeys.all, page, pageSize] as const,
};
