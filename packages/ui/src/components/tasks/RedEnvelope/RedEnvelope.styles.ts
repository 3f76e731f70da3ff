import styled, { css, keyframes } from 'styled-components';

const shake = keyframes`
  0%, 100% { transform: rotate(0deg); }
  25% { transform: rotate(-6deg); }
  75% { transform: rotate(6deg); }
`;

export const Envelope = styled.div<{ $isOpening: boolean; $isOpen: boolean; $isReduced: boolean }>`
  position: relative;
  display: flex;
  align-items: flex-end;
  justify-content: center;
  width: 160px;
  height: 200px;
  padding-bottom: ${(p) => p.theme.space[4]};
  border-radius: ${(p) => p.theme.radius.md};
  background: ${(p) => p.theme.color.status.danger};
  perspective: 400px;
  ${(p) =>
    p.$isOpening &&
    !p.$isReduced &&
    css`
      animation: ${shake} 0.4s ease-in-out infinite;
    `}
`;

/** The flap folds back (a CSS transform) as the envelope opens. */
export const Flap = styled.span<{ $isOpen: boolean; $isReduced: boolean }>`
  position: absolute;
  top: 0;
  left: 0;
  width: 100%;
  height: 40%;
  border-radius: ${(p) => p.theme.radius.md} ${(p) => p.theme.radius.md} 50% 50%;
  background: ${(p) => p.theme.color.accent.base};
  transform-origin: top;
  transform: rotateX(${(p) => (p.$isOpen ? 180 : 0)}deg);
  transition: ${(p) => (p.$isReduced ? 'none' : 'transform 0.6s ease-out')};
`;

export const Amount = styled.span`
  padding: 4px 8px;
  border-radius: ${(p) => p.theme.radius.sm};
  background: ${(p) => p.theme.color.bg.surface};
  color: ${(p) => p.theme.color.text.primary};
  font-weight: 700;
  font-variant-numeric: tabular-nums;
`;
