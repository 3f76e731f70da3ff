/**
 * The upline's contract actions for one direct downline (offer / change / ask to terminate), mounted in team
 * management's downline details. Placeholder until the editor is wired in.
 */
export interface DownlineContractActionsProps {
  readonly downline: { readonly id: string; readonly username: string; readonly isAgent: boolean };
}

export function DownlineContractActions(_props: DownlineContractActionsProps): null {
  return null;
}
