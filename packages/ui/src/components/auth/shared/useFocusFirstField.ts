import { useCallback, type RefObject } from 'react';

/**
 * A ref callback for a dialog's form that puts the focus in its first field when the form appears, rather than on
 * the dialog's close button (the first focusable element, where the dialog would put it). It runs as the form is
 * attached, before the dialog's own initial focus, which keeps a focus already inside it. `formRef` is also set.
 */
export function useFocusFirstField<T extends HTMLElement>(formRef?: RefObject<T | null>) {
  return useCallback(
    (node: T | null) => {
      if (formRef) formRef.current = node;
      node?.querySelector<HTMLElement>('input:not([type="hidden"]):not([disabled]), select, textarea')?.focus();
    },
    [formRef],
  );
}
