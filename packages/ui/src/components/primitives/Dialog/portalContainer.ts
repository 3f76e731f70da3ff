/**
 * The element dialogs and drawers are portalled into: the document's body, named at once. Radix's portal without a
 * container renders nothing on its first pass and mounts its content from a layout effect, which makes React render
 * the whole dialog again synchronously, in one long task (the entry popup opening during start-up was one of the
 * phone's longest tasks; docs/decisions/0006). Named, the content renders in the same pass as the rest, in the short
 * slices of a transition when the opening is one. Undefined where there is no document (Radix then waits as before).
 */
export function portalContainer(): HTMLElement | undefined {
  return typeof document === 'undefined' ? undefined : document.body;
}
