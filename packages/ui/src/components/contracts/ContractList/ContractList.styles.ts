import styled, { css } from 'styled-components';
import type { ContractStatusWord } from '@atrium/domain/contracts';
import {
  bareList,
  blockTitle,
  mutedText,
  raisedCard,
  shrinkStack,
  spreadRow,
  stack,
} from '../../primitives/shared/layoutPatterns.styles';

export const Section = styled.section`
  ${shrinkStack(3)}
`;

export const SectionTitle = styled.h3`
  ${blockTitle}
`;

export const Cards = styled.ul`
  ${stack(3)}
  ${bareList}
`;

export const Card = styled.li`
  ${shrinkStack(2)}
  ${raisedCard}
  overflow-wrap: anywhere;
`;

export const CardHeader = styled.div`
  ${spreadRow(2)}
`;

export const Counterpart = styled.span`
  font-weight: 600;
`;

/** The word carries the status; the colour only repeats it. */
export const Status = styled.span<{ $word: ContractStatusWord }>`
  padding: ${(p) => `${p.theme.space[1]} ${p.theme.space[2]}`};
  border-radius: ${(p) => p.theme.radius.md};
  font-size: ${(p) => p.theme.font.sizeSmall};
  font-weight: 600;
  border: 1px solid currentColor;
  ${(p) =>
    p.$word === 'accepted'
      ? css`
          color: ${p.theme.color.text.primary};
        `
      : p.$word === 'rejected' || p.$word === 'terminated'
        ? css`
            color: ${p.theme.color.text.danger};
          `
        : css`
            color: ${p.theme.color.text.secondary};
          `}
`;

export const Note = styled.p`
  margin: 0;
  ${mutedText}
`;

/** Stacked on phones, side by side as a row from the tablet breakpoint. */
export const Terms = styled.dl`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${(p) => p.theme.space[2]};
  margin: 0;

  @media (min-width: ${(p) => p.theme.breakpoint.tablet}) {
    grid-template-columns: 2fr repeat(auto-fit, minmax(7rem, 1fr));
  }
`;

export const Term = styled.div`
  ${shrinkStack(1)}

  dt {
    ${mutedText}
  }

  dd {
    margin: 0;
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space[2]};
`;

export const Sides = styled.div`
  ${shrinkStack(5)}
`;
