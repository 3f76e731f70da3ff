import styled from 'styled-components';

/**
 * A bar across the top of the screen (or its bottom: the update notice, so the two never cover each other), above the
 * content; empty (no height) while there is nothing to say.
 */
export const Bar = styled.div<{ readonly $atBottom?: boolean }>`
  position: fixed;
  ${(p) => (p.$atBottom ? 'inset-block-end: 0' : 'inset-block-start: 0')};
  inset-inline: 0;
  z-index: ${(p) => p.theme.zIndex.toast};
  display: flex;
  justify-content: center;
  pointer-events: none;
`;

export const Message = styled.p`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.space[2]};
  margin: ${(p) => p.theme.space[2]};
  padding-block: ${(p) => p.theme.space[2]};
  padding-inline: ${(p) => p.theme.space[4]};
  border-radius: ${(p) => p.theme.radius.pill};
  border: 1px solid ${(p) => p.theme.color.status.warning};
  background: ${(p) => p.theme.color.bg.raised};
  color: ${(p) => p.theme.color.text.primary};
  box-shadow: ${(p) => p.theme.shadow.raised};
  font-family: ${(p) => p.theme.font.family};
  font-size: ${(p) => p.theme.font.sizeSmall};
  line-height: ${(p) => p.theme.font.lineHeight};
  pointer-events: auto;
`;

export const Icon = styled.svg`
  flex: none;
  width: 1.25em;
  height: 1.25em;
  color: ${(p) => p.theme.color.status.warning};
`;
