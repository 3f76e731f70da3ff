import type { ContractType } from '@atrium/domain/contracts';

/**
 * The contracts of one type the signed-in agent holds from its upline and gives to its downlines, mounted above the
 * dividend/salary records. Placeholder until the lists are wired in.
 */
export interface ContractsSectionProps {
  readonly type: ContractType;
}

export function ContractsSection(_props: ContractsSectionProps): null {
  return null;
}
