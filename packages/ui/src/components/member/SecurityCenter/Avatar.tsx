import { AvatarFrame } from './SecurityCenter.styles';

/** How many built-in avatars there are (the platform numbers them 1 to 12). */
export const BUILT_IN_AVATAR_COUNT = 12;

/** The member's avatar: a built-in one by number, an uploaded picture, or the default silhouette. */
export type AvatarView =
  | { readonly kind: 'preset'; readonly index: number }
  | { readonly kind: 'picture'; readonly src: string }
  | { readonly kind: 'default' };

/** Twelve hues around the colour wheel, light enough for the dark figure on both themes. */
const HUES = [12, 42, 72, 102, 132, 162, 192, 222, 252, 282, 312, 342] as const;

export interface AvatarProps {
  readonly avatar: AvatarView;
  /** Pixels, square. */
  readonly size?: number;
  /** The accessible name; omit when the avatar is decoration next to the member's name. */
  readonly label?: string;
}

/**
 * A built-in avatar is drawn here (a figure on a coloured disc, one colour and pose per number), so the set ships with
 * the code and needs no request; an uploaded picture is the platform's address.
 */
export function Avatar({ avatar, size = 48, label }: AvatarProps) {
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  if (avatar.kind === 'picture') {
    return (
      <AvatarFrame $size={size} {...a11y}>
        <img src={avatar.src} alt="" />
      </AvatarFrame>
    );
  }
  const index = avatar.kind === 'preset' ? avatar.index : 0;
  const hue = avatar.kind === 'preset' ? HUES[(index - 1) % HUES.length] : null;
  const background = hue === null ? '#9aa3ad' : `hsl(${hue} 70% 72%)`;
  const headY = 15 + (index % 3);
  return (
    <AvatarFrame $size={size} {...a11y}>
      <svg viewBox="0 0 40 40" focusable="false" aria-hidden="true">
        <circle cx="20" cy="20" r="20" fill={background} />
        <circle cx="20" cy={headY} r={6 + (index % 2)} fill="#1f2933" />
        <path d={`M8 38c1-8 6-${12 - (index % 4)} 12-${12 - (index % 4)}s11 4 12 ${12 - (index % 4)}`} fill="#1f2933" />
      </svg>
    </AvatarFrame>
  );
}
