import { useCallback, useEffect, type RefObject } from 'react';

const FIELD = 'input:not([type="hidden"]):not([disabled]), select, textarea';

const focusFirstField = (form: HTMLElement) => form.querySelector<HTMLElement>(FIELD)?.focus();

/**
 * A ref callback for a dialog's form that puts the focus in its first field when the form appears, rather than on
 * the dialog's close button (the first focusable element, where the dialog would put it). It runs as the form is
 * attached, before the dialog's own initial focus, which keeps a focus already inside it. `formRef` is also set.
 *
 * The form's layout may change once the server's settings arrive (tabs appear): the focused field is then replaced and
 * the dialog takes the focus back to itself. When `layoutKey` changes and the focus sits on the dialog (or nowhere),
 * it goes to the first field again; a focus the user moved elsewhere is left alone.
 */
export function useFocusFirstField<T extends HTMLElement>(formRef: RefObject<T | null>, layoutKey?: unknown) {
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const active = document.activeElement;
    if (active === null || active === document.body || active === form.closest('[role="dialog"]')) {
      focusFirstField(form);
    }
  }, [formRef, layoutKey]);
  return useCallback(
    (node: T | null) => {
      formRef.current = node;
      if (node) focusFirstField(node);
    },
    [formRef],
  );
}
