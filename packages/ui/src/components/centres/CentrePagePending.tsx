import { Skeleton } from '../primitives/Skeleton';
import { Panel } from './centreMenu.styles';

export interface CentrePagePendingProps {
  /** Names the busy region: the centre and the page that is on its way. */
  readonly label: string;
}

/**
 * A centre page whose code is still on its way, in the centre's frame: the panel's shape in grey, the region named and
 * marked busy. The same whether the page was reached from the menu or by a full reload on a slow line, so a cold load
 * never shows an empty content area under the page's title.
 */
export function CentrePagePending({ label }: CentrePagePendingProps) {
  return (
    <Panel aria-label={label} aria-busy="true" data-testid="centre-page-pending">
      <Skeleton variant="text" lines={2} />
      <Skeleton variant="block" aspectRatio="5 / 1" />
      <Skeleton variant="text" lines={4} />
    </Panel>
  );
}
