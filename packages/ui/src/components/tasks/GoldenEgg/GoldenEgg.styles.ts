import styled, { css, keyframes } from 'styled-components';
import { bareList } from '../../primitives/shared/layoutPatterns.styles';

const wobble = keyframes`
  0%, 100% { transform: rotate(0deg); }
  25% { transform: rotate(-10deg); }
  75% { transform: rotate(10deg); }
`;

export const Eggs = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${(p) => p.theme.space[3]};
  ${bareList}
`;

/** An egg to smash: a button shaped as an egg; the one being smashed wobbles, a smashed one splits open. */
export const Egg = styled.button<{ $isSmashing: boolean; $isSmashed: boolean; $isReduced: boolean }>`
  width: 72px;
  height: 92px;
  min-height: 44px;
  border: 2px solid ${(p) => p.theme.color.text.primary};
  border-radius: 50% 50% 50% 50% / 60% 60% 40% 40%;
  background: ${(p) => p.theme.color.status.warning};
  cursor: pointer;
  transform: ${(p) => (p.$isSmashed ? 'scale(0.85) rotate(-8deg)' : 'none')};
  opacity: ${(p) => (p.$isSmashed ? 0.6 : 1)};
  transition: ${(p) => (p.$isReduced ? 'none' : 'transform 0.3s ease-out, opacity 0.3s ease-out')};
  ${(p) =>
    p.$isSmashing &&
    !p.$isReduced &&
    css`
      animation: ${wobble} 0.3s ease-in-out infinite;
    `}

  &:disabled {
    cursor: not-allowed;
  }

  &:focus-visible {
    outline: 3px solid ${(p) => p.theme.color.border.focus};
    outline-offset: 3px;
  }
`;
