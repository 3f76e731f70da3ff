/**
 * Server HTML (announcements, notices, promotions, help, messages) is never trusted: it is carried as `UnsafeHtml`,
 * a branded string the UI must sanitize (SafeHtml) before it reaches the DOM.
 */
export type UnsafeHtml = string & { readonly __unsafeHtml: true };

/** Marks server HTML as unsanitized (the only way to make an `UnsafeHtml`). */
export function unsafeHtml(html: string): UnsafeHtml {
  return html as UnsafeHtml;
}
