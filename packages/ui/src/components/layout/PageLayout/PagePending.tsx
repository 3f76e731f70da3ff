import { Pending } from './PageLayout.styles';

/**
 * What a page's slot holds while the page's own code is still on its way (the app's lazy routes): nothing to see,
 * but the height of a screen, so the footer stays below the first screen and does not jump down when the page
 * arrives (a layout shift). Marked busy for assistive technology; the page's own skeleton and loading region
 * follow with the page.
 */
export function PagePending() {
  return <Pending aria-busy="true" data-testid="page-pending" />;
}
