import styled, { css, keyframes } from 'styled-components';

/** How many sparks fly out of the burst, evenly round the message's leading corner. */
export const SPARK_COUNT = 8;

const pop = keyframes`
  0% { transform: scale(0.85); opacity: 0; }
  60% { transform: scale(1.04); opacity: 1; }
  100% { transform: scale(1); opacity: 1; }
`;

const fly = keyframes`
  0% { transform: rotate(var(--spark-angle)) translateY(0) scale(0.4); opacity: 1; }
  100% { transform: rotate(var(--spark-angle)) translateY(-2.5rem) scale(1); opacity: 0; }
`;

/** The live region: always in the page, so a message put in it is announced. */
export const Region = styled.div`
  min-width: 0;
`;

/**
 * Off under reduced motion: the media query, and the attribute the component sets from the same query (so a story
 * can emulate it); the message is then simply there, and the sparks are not drawn at all.
 */
const still = css`
  animation: none;
`;

export const Message = styled.p`
  position: relative;
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.space[2]};
  margin: 0;
  padding: ${(p) => p.theme.space[3]};
  border-radius: ${(p) => p.theme.radius.md};
  border-inline-start: 3px solid ${(p) => p.theme.color.accent.base};
  background: ${(p) => p.theme.color.bg.raised};
  color: ${(p) => p.theme.color.text.primary};
  font-weight: 600;
  overflow-wrap: anywhere;

  &[data-reward] {
    animation: ${pop} 480ms ${(p) => p.theme.motion.easing} both;
  }

  &[data-motion='reduced'] {
    ${still}
  }
  @media (prefers-reduced-motion: reduce) {
    &[data-reward] {
      ${still}
    }
  }
`;

/** The sparks' origin: a point at the message's leading edge, drawn over it and never taking space or taps. */
export const Burst = styled.span`
  position: absolute;
  inset-block-start: 50%;
  inset-inline-start: ${(p) => p.theme.space[4]};
  inline-size: 0;
  block-size: 0;
  pointer-events: none;

  [data-motion='reduced'] > & {
    display: none;
  }
  @media (prefers-reduced-motion: reduce) {
    display: none;
  }
`;

export const Spark = styled.span`
  position: absolute;
  inset: -0.25rem;
  inline-size: 0.5rem;
  block-size: 0.5rem;
  border-radius: 50%;
  background: ${(p) => p.theme.color.accent.base};
  animation: ${fly} 700ms ${(p) => p.theme.motion.easing} both;

  &:nth-child(even) {
    background: ${(p) => p.theme.color.status.warning};
    animation-delay: 60ms;
  }
  ${Array.from(
    { length: SPARK_COUNT },
    (_, i) => css`
      &:nth-child(${i + 1}) {
        --spark-angle: ${(360 / SPARK_COUNT) * i}deg;
      }
    `,
  )}

  [data-motion='reduced'] & {
    ${still}
  }
  @media (prefers-reduced-motion: reduce) {
    ${still}
  }
`;

/** The message's own mark: a star that pops with it. */
export const Mark = styled.span`
  flex: none;
  color: ${(p) => p.theme.color.status.warning};
  font-size: 1.25em;
  line-height: 1;
`;
