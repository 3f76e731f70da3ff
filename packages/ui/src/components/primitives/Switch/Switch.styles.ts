import styled from 'styled-components';
import { Switch } from 'radix-ui';
import { mutedText } from '../shared/layoutPatterns.styles';

export const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${(p) => p.theme.space[3]};
  min-height: 44px; /* a comfortable touch target */
`;

export const Texts = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

export const SwitchLabel = styled.label`
  color: ${(p) => p.theme.color.text.primary};
  cursor: pointer;
`;

export const Description = styled.p`
  margin: 0;
  ${mutedText}
`;

/** A 48 × 28 track inside a 44 px tall hit area. */
export const Track = styled(Switch.Root)`
  flex: none;
  position: relative;
  width: 52px;
  height: 44px;
  padding: 0;
  border: 0;
  border-radius: ${(p) => p.theme.radius.pill};
  background: transparent;
  cursor: pointer;
  &::before {
    content: '';
    position: absolute;
    inset: 8px 0;
    border-radius: ${(p) => p.theme.radius.pill};
    background: ${(p) => p.theme.color.text.secondary};
    transition: background-color ${(p) => p.theme.motion.fast} ${(p) => p.theme.motion.easing};
  }
  &[data-state='checked']::before {
    background: ${(p) => p.theme.color.accent.base};
  }
  &:disabled {
    opacity: 0.7;
    cursor: not-allowed;
  }
`;

export const Thumb = styled(Switch.Thumb)`
  position: absolute;
  top: 11px;
  inset-inline-start: 3px;
  width: 22px;
  height: 22px;
  border-radius: ${(p) => p.theme.radius.pill};
  background: ${(p) => p.theme.color.bg.surface};
  transition: transform ${(p) => p.theme.motion.fast} ${(p) => p.theme.motion.easing};
  &[data-state='checked'] {
    transform: translateX(24px);
  }
  [dir='rtl'] &[data-state='checked'] {
    transform: translateX(-24px);
  }
`;
