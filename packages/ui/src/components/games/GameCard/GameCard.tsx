import { gameCardVariant, showsHotBadge, type Game } from '@atrium/domain/games';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Card,
  FavouriteButton,
  Fallback,
  HotBadge,
  Image,
  Media,
  Name,
  PlayButton,
  PlayIcon,
  Text,
  VendorName,
} from './GameCard.styles';

export interface GameCardProps {
  /** §2 Home page game card: hot badge when isHot, image, play button, name, vendor display name. */
  readonly game: Game;
  readonly isFavourite: boolean;
  /** Called with the card's game, so a grid passes one stable function to every card (see `GameCard`). */
  readonly onPlay: (game: Game) => void;
  /** The favourite toggle, called with the card's game; hidden when undefined. */
  readonly onToggleFavourite?: (game: Game) => void;
}

/** Intrinsic size of a game icon (square): reserves the image's box so nothing shifts while it loads. */
const ICON_SIZE = 200;

/**
 * §2 Home page game card. The image (lazy, with its size reserved, a lettered tile when it fails) is the play
 * button, named "Play {game}"; the favourite toggle is a pressed/unpressed button named for the game. The style
 * variant (node id modulo 4 plus 1, the domain's `gameCardVariant`) is `data-variant` and colours the card's edge.
 */
function GameCardView({ game, isFavourite, onPlay, onToggleFavourite }: GameCardProps) {
  const { t } = useTranslation('ui');
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const hasImage = game.iconUrl !== null && game.iconUrl !== '' && failedUrl !== game.iconUrl;
  const variant = gameCardVariant(game.nodeId);
  return (
    <Card data-variant={variant} $variant={variant}>
      <Media>
        {hasImage ? (
          <Image
            src={game.iconUrl ?? undefined}
            alt=""
            width={ICON_SIZE}
            height={ICON_SIZE}
            loading="lazy"
            decoding="async"
            onError={() => setFailedUrl(game.iconUrl)}
          />
        ) : (
          <Fallback aria-hidden="true" data-testid="game-card-fallback">
            {game.name.trim().charAt(0).toUpperCase()}
          </Fallback>
        )}
        <PlayButton type="button" onClick={() => onPlay(game)} aria-label={t('GameCard.play', { name: game.name })}>
          <PlayIcon viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M8 5v14l11-7Z" />
          </PlayIcon>
        </PlayButton>
        {showsHotBadge(game) && <HotBadge>{t('GameCard.hot')}</HotBadge>}
      </Media>
      <Text>
        <Name title={game.name}>{game.name}</Name>
        {game.vendorDisplayName && <VendorName>{game.vendorDisplayName}</VendorName>}
      </Text>
      {onToggleFavourite && (
        <FavouriteButton
          type="button"
          aria-pressed={isFavourite}
          aria-label={t('GameCard.favourite', { name: game.name })}
          onClick={() => onToggleFavourite(game)}
        >
          <svg viewBox="0 0 24 24" width="1em" height="1em" aria-hidden="true" focusable="false">
            <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10Z" />
          </svg>
        </FavouriteButton>
      )}
    </Card>
  );
}

/**
 * Memoised: a screen re-renders its grids each time one of its queries answers (a home page has about ten), and a
 * card whose game, favourite state and callbacks are unchanged need not render again (Lighthouse TBT on a phone).
 */
export const GameCard = memo(GameCardView);
