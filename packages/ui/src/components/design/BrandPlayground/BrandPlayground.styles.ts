import styled from 'styled-components';
import { bareList, blockTitle, stack } from '../../primitives/shared/layoutPatterns.styles';

export const Layout = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space[5]};
  padding: ${(p) => p.theme.space[4]};
  @media (min-width: ${(p) => p.theme.breakpoint.laptop}) {
    grid-template-columns: minmax(280px, 1fr) 2fr;
  }
`;

export const Panel = styled.section`
  ${stack(3)}
  padding: ${(p) => p.theme.space[4]};
  border-radius: ${(p) => p.theme.radius.md};
  background: ${(p) => p.theme.color.bg.surface};
  color: ${(p) => p.theme.color.text.primary};
  h2 {
    ${blockTitle}
  }
`;

export const Fieldset = styled.fieldset`
  border: 1px solid ${(p) => p.theme.color.border.subtle};
  border-radius: ${(p) => p.theme.radius.sm};
  padding: ${(p) => p.theme.space[3]};
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${(p) => p.theme.space[2]};
  align-items: center;
  legend {
    padding: 0 ${(p) => p.theme.space[1]};
  }
  input[type='color'] {
    width: 48px;
    height: 32px;
    border: none;
    background: none;
  }
`;

export const Checks = styled.ul`
  ${bareList}
  font-size: ${(p) => p.theme.font.sizeSmall};
  li {
    display: flex;
    justify-content: space-between;
    gap: ${(p) => p.theme.space[2]};
  }
`;

export const Source = styled.textarea`
  width: 100%;
  min-height: 200px;
  font-family: ui-monospace, monospace;
  font-size: ${(p) => p.theme.font.sizeSmall};
  background: ${(p) => p.theme.color.bg.canvas};
  color: ${(p) => p.theme.color.text.primary};
  border: 1px solid ${(p) => p.theme.color.border.subtle};
  border-radius: ${(p) => p.theme.radius.sm};
`;

export const Preview = styled.div`
  padding: ${(p) => p.theme.space[4]};
  border-radius: ${(p) => p.theme.radius.lg};
  background: ${(p) => p.theme.color.bg.canvas};
  color: ${(p) => p.theme.color.text.primary};
  font-family: ${(p) => p.theme.font.family};
`;

/** A label that lays its name and its input into the fieldset's two grid columns. */
export const Row = styled.label`
  display: contents;
`;
