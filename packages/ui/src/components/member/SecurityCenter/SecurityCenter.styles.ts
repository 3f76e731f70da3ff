import styled from 'styled-components';
import { bareList, shrinkStack, stack, thinFocusRing, wrapRow } from '../../primitives/shared/layoutPatterns.styles';

/** A list of rows (bindings, social accounts): the label and state at the start, the action at the end. */
export const Rows = styled.ul`
  display: flex;
  flex-direction: column;
  ${bareList}
`;

export const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${(p) => p.theme.space[2]} ${(p) => p.theme.space[3]};
  padding: ${(p) => p.theme.space[3]} 0;
  border-top: 1px solid ${(p) => p.theme.color.border.subtle};
  &:first-child {
    border-top: 0;
  }
`;

export const RowText = styled.div`
  ${shrinkStack(1)}
`;

export const RowLabel = styled.span`
  font-weight: 600;
`;

export const RowValue = styled.span`
  color: ${(p) => p.theme.color.text.secondary};
  overflow-wrap: anywhere;
`;

/** "Bound" / "Not bound": words, never colour alone. */
export const State = styled.span<{ $isOn: boolean }>`
  font-size: ${(p) => p.theme.font.sizeSmall};
  color: ${(p) => (p.$isOn ? p.theme.color.text.primary : p.theme.color.text.secondary)};
`;

/** A confirmation that a change was saved: announced politely, shown in its section. */
export const Saved = styled.p`
  margin: 0;
  padding: ${(p) => p.theme.space[2]} ${(p) => p.theme.space[3]};
  border-inline-start: 3px solid ${(p) => p.theme.color.accent.base};
  border-radius: ${(p) => p.theme.radius.sm};
  background: ${(p) => p.theme.color.bg.raised};
`;

export const Identity = styled.div`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.space[3]};
  min-width: 0;
`;

export const ProfileForm = styled.form`
  ${shrinkStack(3)}
`;

export const Fields = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space[3]};
  @media (min-width: 768px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

/** A profile value the platform keeps as it is: shown, not editable. */
export const Locked = styled.div`
  ${stack(1)}
`;

export const LockedLabel = styled.span`
  font-size: ${(p) => p.theme.font.sizeSmall};
  color: ${(p) => p.theme.color.text.secondary};
`;

/** The VIP requirements: the money pages' list of cards, the same look. */
export { Rows as Requirements } from '../../forms/MoneyPanel.styles';

export const RequirementHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${(p) => p.theme.space[1]} ${(p) => p.theme.space[3]};
`;

/** Amounts and counts: one line each, tabular figures, so a narrow phone never splits a number. */
export const Figures = styled.span`
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
`;

export const Track = styled.div`
  height: 8px;
  margin-top: ${(p) => p.theme.space[1]};
  border-radius: 4px;
  background: ${(p) => p.theme.color.bg.raised};
  overflow: hidden;
`;

export const Fill = styled.div<{ $percent: number }>`
  width: ${(p) => p.$percent}%;
  height: 100%;
  background: ${(p) => p.theme.color.accent.base};
`;

export const Small = styled.span`
  font-size: ${(p) => p.theme.font.sizeSmall};
  color: ${(p) => p.theme.color.text.secondary};
`;

/** The ranks' benefits: one disclosure per rank, the member's own and the next one open. */
export const Ranks = styled.ul`
  ${stack(2)}
  ${bareList}
`;

export const RanksTitle = styled.h3`
  margin: ${(p) => p.theme.space[2]} 0 0;
  font-size: ${(p) => p.theme.font.sizeBody};
`;

export const Rank = styled.details<{ $isCurrent: boolean }>`
  border: 1px solid ${(p) => (p.$isCurrent ? p.theme.color.accent.base : p.theme.color.border.subtle)};
  border-radius: ${(p) => p.theme.radius.md};
  & > summary {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${(p) => p.theme.space[2]};
    min-height: 44px;
    padding: 0 ${(p) => p.theme.space[3]};
    cursor: pointer;
    font-weight: 600;
  }
  & > summary {
    ${thinFocusRing}
  }
  & > dl {
    padding: 0 ${(p) => p.theme.space[3]} ${(p) => p.theme.space[3]};
  }
`;

/** The built-in avatars to choose from: a wrapping grid of 44 px+ targets. */
export const AvatarGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(56px, 1fr));
  gap: ${(p) => p.theme.space[2]};
`;

export const AvatarOption = styled.label<{ $isChosen: boolean }>`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 56px;
  border-radius: ${(p) => p.theme.radius.md};
  outline: 2px solid ${(p) => (p.$isChosen ? p.theme.color.accent.base : 'transparent')};
  outline-offset: 1px;
  cursor: pointer;
  &:has(input:focus-visible) {
    outline-color: ${(p) => p.theme.color.border.focus};
  }
  & input {
    position: absolute;
    opacity: 0;
    width: 1px;
    height: 1px;
  }
`;

export const UploadRow = styled.div`
  ${wrapRow(2)}
`;

export const VisuallyHiddenInput = styled.input`
  position: absolute;
  width: 1px;
  height: 1px;
  opacity: 0;
  overflow: hidden;
`;

export const AvatarFrame = styled.span<{ $size: number }>`
  display: inline-flex;
  flex: none;
  width: ${(p) => p.$size}px;
  height: ${(p) => p.$size}px;
  border-radius: 50%;
  overflow: hidden;
  background: ${(p) => p.theme.color.bg.raised};
  & > img,
  & > svg {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/** An upload refused by the checks, under the upload button. */
export const Refusal = styled.p`
  margin: 0;
  color: ${(p) => p.theme.color.text.danger};
  font-size: ${(p) => p.theme.font.sizeSmall};
`;

export const AvatarFieldset = styled.fieldset`
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
  & > legend {
    margin-bottom: ${(p) => p.theme.space[2]};
    padding: 0;
  }
`;
