import { usePrefersReducedMotion } from '../../primitives/Carousel/usePrefersReducedMotion';

/** How long a draw's animation runs before its result shows; with reduced motion the result shows at once. */
export const DRAW_ANIMATION_MS = 2_400;

export { usePrefersReducedMotion };
