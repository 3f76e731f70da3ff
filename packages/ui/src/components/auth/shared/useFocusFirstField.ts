import { useCallback, useEffect, useRef, type RefObject } from 'react';

const FIELD = 'input:not([type="hidden"]):not([disabled]), select, textarea';

const focusFirstField = (form: HTMLElement) => form.querySelector<HTMLElement>(FIELD)?.focus();

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const isField = (node: EventTarget | null): node is Field =>
  node instanceof HTMLInputElement || node instanceof HTMLSelectElement || node instanceof HTMLTextAreaElement;

/** Puts the focus back in the field of that name, the caret after what was typed; false when there is none. */
function refocusField(form: HTMLElement, name: string): boolean {
  const field = [...form.querySelectorAll<HTMLElement>(FIELD)].find(
    (candidate): candidate is Field => isField(candidate) && candidate.name === name,
  );
  if (!field) return false;
  field.focus();
  if (field instanceof HTMLInputElement && field.type !== 'checkbox' && field.type !== 'radio') {
    try {
      field.setSelectionRange(field.value.length, field.value.length);
    } catch {
      // Inputs without a caret (number, email in some engines) keep the engine's position.
    }
  }
  return true;
}

/**
 * A ref callback for a dialog's form that puts the focus in its first field when the form appears, rather than on
 * the dialog's close button (the first focusable element, where the dialog would put it). It runs as the form is
 * attached, before the dialog's own initial focus, which keeps a focus already inside it. `formRef` is also set.
 *
 * The form's layout may change once the server's settings arrive (tabs appear): the fields are then replaced and the
 * focus falls back to the dialog. When `layoutKey` changes and the focus sits on the dialog (or nowhere), it goes
 * back to the field the user was in (by name, so the next keys land where the previous ones did), or to the first
 * field; a focus the user moved elsewhere is left alone.
 */
export function useFocusFirstField<T extends HTMLElement>(formRef: RefObject<T | null>, layoutKey?: unknown) {
  const lastFieldName = useRef<string | null>(null);
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const active = document.activeElement;
    if (active === null || active === document.body || active === form.closest('[role="dialog"]')) {
      const name = lastFieldName.current;
      if (name === null || !refocusField(form, name)) focusFirstField(form);
    }
  }, [formRef, layoutKey]);
  const onFocusIn = useCallback((event: FocusEvent) => {
    if (isField(event.target) && event.target.name !== '') lastFieldName.current = event.target.name;
  }, []);
  return useCallback(
    (node: T | null) => {
      formRef.current?.removeEventListener('focusin', onFocusIn);
      formRef.current = node;
      if (node) {
        node.addEventListener('focusin', onFocusIn);
        focusFirstField(node);
      }
    },
    [formRef, onFocusIn],
  );
}
