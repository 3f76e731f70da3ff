import styled, { keyframes } from 'styled-components';
import { bareList, iconButtonBox, lineIcon } from '../shared/layoutPatterns.styles';

const scroll = keyframes`
  from { transform: translateX(0); }
  to { transform: translateX(-50%); }
`;

const scrollRtl = keyframes`
  from { transform: translateX(0); }
  to { transform: translateX(50%); }
`;

export const Region = styled.section`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.space[2]};
  min-width: 0;
  padding: 0 ${(p) => p.theme.space[3]};
  border-radius: ${(p) => p.theme.radius.md};
  background: ${(p) => p.theme.color.bg.surface};
  color: ${(p) => p.theme.color.text.primary};
`;

export const SpeakerIcon = styled.svg`
  flex: 0 0 auto;
  width: 1.25em;
  height: 1.25em;
  fill: none;
  stroke: ${(p) => p.theme.color.accent.subtle};
  stroke-width: 1.8;
  stroke-linecap: round;
  stroke-linejoin: round;
  [dir='rtl'] & {
    transform: scaleX(-1);
  }
`;

export const Viewport = styled.div`
  flex: 1 1 auto;
  min-width: 0;
  overflow: hidden;
  @media (prefers-reduced-motion: reduce) {
    overflow-x: auto;
  }
`;

export const Track = styled.div<{ $duration: number; $isPaused: boolean }>`
  display: flex;
  width: max-content;
  animation: ${scroll} ${(p) => p.$duration}s linear infinite;
  animation-play-state: ${(p) => (p.$isPaused ? 'paused' : 'running')};
  [dir='rtl'] & {
    animation-name: ${scrollRtl};
  }
  &:hover,
  &:focus-within {
    animation-play-state: paused;
  }
  @media (prefers-reduced-motion: reduce) {
    &,
    [dir='rtl'] & {
      animation: none;
    }
    [data-copy] {
      display: none;
    }
  }
`;

export const Copy = styled.ul`
  display: flex;
  flex: 0 0 auto;
  ${bareList}
`;

export const Item = styled.li`
  flex: 0 0 auto;
`;

export const NoticeButton = styled.button`
  min-height: 44px;
  padding: 0;
  padding-inline-end: ${(p) => p.theme.space[5]};
  border: 0;
  background: transparent;
  color: inherit;
  font: inherit;
  white-space: nowrap;
  cursor: pointer;
  &:hover {
    text-decoration: underline;
  }
`;

export const PauseButton = styled.button`
  flex: 0 0 auto;
  ${iconButtonBox}
  border: 0;
  border-radius: ${(p) => p.theme.radius.pill};
  background: transparent;
  color: ${(p) => p.theme.color.text.secondary};
  cursor: pointer;
  svg {
    ${lineIcon(2.5)}
  }
  &[aria-pressed='true'] {
    color: ${(p) => p.theme.color.accent.subtle};
  }
  @media (prefers-reduced-motion: reduce) {
    display: none;
  }
`;
