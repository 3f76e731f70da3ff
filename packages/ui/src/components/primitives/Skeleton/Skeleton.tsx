import { Block, Circle, Lines, Shimmer } from './Skeleton.styles';

export interface SkeletonProps {
  /** `text`: lines of text; `block`: a card or an image; `circle`: an avatar or an icon. */
  readonly variant?: 'text' | 'block' | 'circle';
  /** Lines of a `text` skeleton; the last one is shorter. */
  readonly lines?: number;
  /** Width over height of a `block` (a CSS aspect ratio such as "16 / 9"). */
  readonly aspectRatio?: string;
  readonly size?: 'sm' | 'md' | 'lg';
}

/**
 * A grey placeholder with the shape of what is loading. Purely decorative (aria-hidden): the region that loads
 * says it is busy (a Spinner or aria-busy). The shimmer stops under reduced motion.
 */
export function Skeleton({ variant = 'text', lines = 3, aspectRatio = '16 / 9', size = 'md' }: SkeletonProps) {
  if (variant === 'circle') return <Circle aria-hidden="true" $size={size} />;
  if (variant === 'block') return <Block aria-hidden="true" $aspectRatio={aspectRatio} />;
  const count = Math.max(1, Math.floor(lines));
  return (
    <Lines aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <Shimmer key={i} $isLast={count > 1 && i === count - 1} />
      ))}
    </Lines>
  );
}
