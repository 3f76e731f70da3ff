import { useId, type ReactNode } from 'react';
import { Notice } from './MoneyPanel.styles';
import { useOfflineReason } from './useOfflineReason';

export interface OfflineBlock {
  /** True offline: the money buttons are disabled. */
  readonly isBlocked: boolean;
  /** For each blocked button's aria-describedby: the notice's id offline, else undefined. */
  readonly describedBy: string | undefined;
  /** The reason, shown as FormActions shows it; null online. Rendered once, beside the buttons it describes. */
  readonly notice: ReactNode;
}

/**
 * The offline reason for money buttons that are not a FormActions (a rebate claim per row, a contract's answer): the
 * page disables them, describes each by the one notice and places that notice beside them.
 */
export function useOfflineBlock(): OfflineBlock {
  const reason = useOfflineReason();
  const id = useId();
  return reason === null
    ? { isBlocked: false, describedBy: undefined, notice: null }
    : { isBlocked: true, describedBy: id, notice: <Notice id={id}>{reason}</Notice> };
}
