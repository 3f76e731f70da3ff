import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Copy, Item, NoticeButton, PauseButton, Region, SpeakerIcon, Track, Viewport } from './Marquee.styles';

export interface MarqueeProps {
  /** The notices' titles, newest first (plain text). */
  readonly notices: readonly string[];
  /** A notice was chosen: the container opens the announcement popup at that index (spec §2 Home page). */
  readonly onSelect: (index: number) => void;
  /** The region's name, already translated; "Notices" by default. */
  readonly label?: string;
}

/** Seconds the text needs to cross: proportional to its length, so every marquee reads at the same speed. */
function durationFor(notices: readonly string[]): number {
  const characters = notices.reduce((sum, notice) => sum + notice.length, 0);
  return Math.max(12, Math.round(characters * 0.3));
}

/**
 * The scrolling notices (spec §2 Home page). Each notice is a button. The text pauses while the pointer is over it
 * or focus is inside it, and does not move at all under reduced motion (it scrolls by hand instead); a pause button
 * stops it for good (WCAG 2.2.2). The moving copy that closes the loop is hidden from assistive technology and
 * cannot take focus.
 */
export function Marquee({ notices, onSelect, label }: MarqueeProps) {
  const { t } = useTranslation('ui');
  const [isPaused, setIsPaused] = useState(false);
  const [isHovered, setIsHovered] = useState(false);
  if (notices.length === 0) return null;
  const items = (isCopy: boolean) =>
    notices.map((notice, index) => (
      <Item key={index}>
        <NoticeButton type="button" tabIndex={isCopy ? -1 : undefined} onClick={() => onSelect(index)}>
          {notice}
        </NoticeButton>
      </Item>
    ));
  return (
    <Region aria-label={label ?? t('Marquee.label')}>
      <SpeakerIcon aria-hidden="true" viewBox="0 0 24 24" focusable="false">
        <path d="M4 9v6h4l5 4V5L8 9H4Z" />
        <path d="M16.5 8.5a5 5 0 0 1 0 7M19 6a8.5 8.5 0 0 1 0 12" />
      </SpeakerIcon>
      <Viewport>
        <Track
          $duration={durationFor(notices)}
          $isPaused={isPaused || isHovered}
          onPointerEnter={() => setIsHovered(true)}
          onPointerLeave={() => setIsHovered(false)}
        >
          <Copy>{items(false)}</Copy>
          <Copy aria-hidden="true" inert data-copy="">
            {items(true)}
          </Copy>
        </Track>
      </Viewport>
      <PauseButton
        type="button"
        aria-label={t('Marquee.pause')}
        aria-pressed={isPaused}
        onClick={() => setIsPaused(!isPaused)}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" focusable="false">
          <path d="M8 5v14M16 5v14" />
        </svg>
      </PauseButton>
    </Region>
  );
}
