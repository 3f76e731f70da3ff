import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Vendor } from '@atrium/domain/games';
import { VendorGrid } from '../../games/VendorGrid';
import { EmptyState } from '../../primitives/EmptyState';
import { ErrorState } from '../../primitives/ErrorState';
import { Page, Section, SectionTitle, Title } from './GameCentrePage.styles';
import launchEnglish from '../../../i18n/locales/en/ui/launch.json';
import { registerPart } from '../../../i18n/registry';
import { gameKindKey } from '../../../i18n/gameKinds';
import launchDialogsEnglish from '../../../i18n/locales/en/ui/launchDialogs.json';

registerPart('launchDialogs', launchDialogsEnglish);

registerPart('launch', launchEnglish);

/** The game centres (§2 /lott, /elott, /sports, /esports) and the groups they show (§4 SPORTS split). */
export type GameCentre = 'LOTT' | 'ELOTT' | 'SPORTS' | 'ESPORTS';
export type GameCentreGroup = GameCentre | 'COCKFIGHT';

export interface GameCentreSection {
  readonly group: GameCentreGroup;
  readonly vendors: readonly Vendor[];
}

export interface GameCentrePageProps {
  readonly centre: GameCentre;
  /** The groups of vendor cards, in order (e.g. sports, then cockfight); a group without vendors is left out. */
  readonly sections: readonly GameCentreSection[];
  readonly imageUrlOf: (vendor: Vendor) => string;
  /** A vendor card was chosen: launch it. */
  readonly onOpen: (vendor: Vendor) => void;
  readonly status: 'loading' | 'error' | 'ready';
  /** An `errors:` key for the error state. */
  readonly errorKey?: string;
  readonly onRetry: () => void;
}

/**
 * §2 Game center (/lott, /elott, /sports, /esports): the centre's vendors as vendor cards, a card launches its
 * vendor. Skeleton cards while loading, the error with retry, 'no vendors' when the platform has none.
 */
export function GameCentrePage({
  centre,
  sections,
  imageUrlOf,
  onOpen,
  status,
  errorKey,
  onRetry,
}: GameCentrePageProps) {
  const { t } = useTranslation('ui');
  const titleId = useId();
  const shown = sections.filter((s) => s.vendors.length > 0);
  return (
    <Page>
      <Title id={titleId}>{t(gameKindKey(centre))}</Title>
      {status === 'loading' ? (
        <VendorGrid vendors={[]} imageUrlOf={imageUrlOf} onOpen={onOpen} isLoading labelledBy={titleId} />
      ) : status === 'error' ? (
        <ErrorState messageKey={errorKey ?? 'errors:unknown'} onRetry={onRetry} />
      ) : shown.length === 0 ? (
        <EmptyState message={t('GameCentrePage.empty')} />
      ) : shown.length === 1 ? (
        <VendorGrid vendors={shown[0]?.vendors ?? []} imageUrlOf={imageUrlOf} onOpen={onOpen} labelledBy={titleId} />
      ) : (
        shown.map((section) => (
          <CentreSection key={section.group} section={section} imageUrlOf={imageUrlOf} onOpen={onOpen} />
        ))
      )}
    </Page>
  );
}

function CentreSection({
  section,
  imageUrlOf,
  onOpen,
}: {
  readonly section: GameCentreSection;
  readonly imageUrlOf: (vendor: Vendor) => string;
  readonly onOpen: (vendor: Vendor) => void;
}) {
  const { t } = useTranslation('ui');
  const id = useId();
  return (
    <Section aria-labelledby={id}>
      <SectionTitle id={id}>{t(gameKindKey(section.group))}</SectionTitle>
      <VendorGrid vendors={section.vendors} imageUrlOf={imageUrlOf} onOpen={onOpen} labelledBy={id} />
    </Section>
  );
}
