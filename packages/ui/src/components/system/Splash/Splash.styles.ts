import styled, { keyframes } from 'styled-components';

const pulse = keyframes`
  0%, 80%, 100% { opacity: 0.25; transform: scale(0.8); }
  40% { opacity: 1; transform: scale(1); }
`;

export const Wrapper = styled.div`
  min-height: 100vh;
  min-height: 100dvh;
  display: grid;
  place-items: center;
  background: ${(p) => p.theme.color.bg.canvas};
`;

export const Dots = styled.div`
  display: flex;
  gap: ${(p) => p.theme.space[2]};
`;

export const Dot = styled.span`
  width: 12px;
  height: 12px;
  border-radius: 50%;
  background: ${(p) => p.theme.color.accent.subtle};
  animation: ${pulse} 1.2s ${(p) => p.theme.motion.easing} infinite;
  &:nth-child(2) {
    animation-delay: 0.15s;
  }
  &:nth-child(3) {
    animation-delay: 0.3s;
  }
`;
