import { Accordion } from 'radix-ui';
import styled from 'styled-components';
import { ScreenPage, ScreenTitle } from '../../layout/Screen/Screen.styles';
import { blockTitle, mutedText, stack } from '../../primitives/shared/layoutPatterns.styles';

export const Page = styled(ScreenPage)`
  overflow-wrap: anywhere;
`;

export const Title = ScreenTitle;

export const Intro = styled.p`
  margin: 0;
  color: ${(p) => p.theme.color.text.secondary};
`;

export const Root = styled(Accordion.Root)`
  ${stack(2)}
`;

export const Item = styled(Accordion.Item)`
  border: 1px solid ${(p) => p.theme.color.border.subtle};
  border-radius: ${(p) => p.theme.radius.lg};
  background: ${(p) => p.theme.color.bg.surface};
  /* The header's height stays clear when the page scrolls to a section opened from the address. */
  scroll-margin-top: 72px;
`;

export const Header = styled(Accordion.Header)`
  ${blockTitle}
`;

export const Trigger = styled(Accordion.Trigger)`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.space[3]};
  width: 100%;
  min-height: 56px; /* a comfortable touch target */
  padding: ${(p) => `${p.theme.space[2]} ${p.theme.space[4]}`};
  border: 0;
  border-radius: ${(p) => p.theme.radius.lg};
  background: transparent;
  color: ${(p) => p.theme.color.text.primary};
  font: inherit;
  font-weight: ${(p) => p.theme.font.weightBold};
  text-align: start;
  cursor: pointer;

  & > svg:first-child {
    flex: none;
    font-size: 1.5rem;
    color: ${(p) => p.theme.color.accent.subtle};
  }
  & > svg:last-child {
    flex: none;
    margin-inline-start: auto;
    transition: transform ${(p) => p.theme.motion.fast} ${(p) => p.theme.motion.easing};
  }
  &[data-state='open'] > svg:last-child {
    transform: rotate(180deg);
  }
`;

export const TriggerText = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

export const StepCount = styled.span`
  ${mutedText}
  font-weight: normal;
`;

export const Content = styled(Accordion.Content)`
  padding: ${(p) => `0 ${p.theme.space[4]} ${p.theme.space[4]}`};
`;

export const Steps = styled.ol`
  ${stack(3)}
  margin: 0 0 ${(p) => p.theme.space[4]};
  padding: 0;
  list-style: none;
  counter-reset: guide-step;
`;

export const Step = styled.li`
  position: relative;
  min-width: 0;
  padding-inline-start: 2.5rem;
  counter-increment: guide-step;

  /* The step's number in a disc: the list's own order, so assistive technology reads it as an ordered list. */
  &::before {
    content: counter(guide-step);
    position: absolute;
    inset-inline-start: 0;
    top: 0;
    display: grid;
    place-items: center;
    width: 1.75rem;
    height: 1.75rem;
    border-radius: 50%;
    background: ${(p) => p.theme.color.accent.base};
    color: ${(p) => p.theme.color.text.onAccent};
    font-weight: ${(p) => p.theme.font.weightBold};
  }
`;

export const StepTitle = styled.h3`
  margin: 0 0 ${(p) => p.theme.space[1]};
  font-size: ${(p) => p.theme.font.sizeBody};
`;
