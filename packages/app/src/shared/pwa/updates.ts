/** When a waiting update may reload the page on its own (docs/decisions/0013-lite-app.md; the store: updateStore.ts). */

/**
 * Whether a form on the page is being filled: the focus is in a form, or one of its typed fields holds text. React
 * keeps a controlled field's default value equal to its value, so "changed from the default" cannot tell; a field
 * that holds text is counted as filled, which waits longer rather than lose what the player typed.
 */
export function isFormBeingFilled(root: ParentNode = document): boolean {
  if (document.activeElement?.closest('form') && root.contains(document.activeElement)) return true;
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('form input, form textarea')) {
    if (
      !['hidden', 'submit', 'button', 'checkbox', 'radio', 'range', 'color'].includes(field.type) &&
      field.value !== ''
    )
      return true;
  }
  return false;
}

/**
 * Whether a waiting update may be applied on its own now: after the player moved to another page (a route change),
 * and only when no form on the new page is being filled. Elsewhere it waits for the player's "reload".
 */
export function isSafeMomentToUpdate(facts: {
  readonly updateWaiting: boolean;
  readonly routeChanged: boolean;
  readonly formBeingFilled: boolean;
}): boolean {
  return facts.updateWaiting && facts.routeChanged && !facts.formBeingFilled;
}
