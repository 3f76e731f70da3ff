/** Query keys of the credit report (§2 Other screens "credit report"): their own module, beside the shared table. */
export const creditKeys = {
  all: ['credit'] as const,
  report: (page: number, pageSize: number) => [...creditKeys.all, 'report', page, pageSize] as const,
};
