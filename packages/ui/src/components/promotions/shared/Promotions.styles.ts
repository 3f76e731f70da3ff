import styled from 'styled-components';
import { ScreenPage, ScreenTitle } from '../../layout/Screen/Screen.styles';
import { bareList, blockTitle, hiddenInput, shrinkStack, wrapRow } from '../../primitives/shared/layoutPatterns.styles';

export const Page = ScreenPage;

export const Title = ScreenTitle;

export const Image = styled.img`
  display: block;
  width: 100%;
  aspect-ratio: 2 / 1;
  object-fit: cover;
  border-radius: ${(p) => p.theme.radius.md};
  background: ${(p) => p.theme.color.bg.raised};
`;

export const Section = styled.section`
  ${shrinkStack(2)}
`;

export const SectionTitle = styled.h3`
  ${blockTitle}
`;

export const Row = styled.div`
  ${wrapRow(2)}
`;

export const ImageGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${(p) => p.theme.space[2]};
  ${bareList}

  & li {
    position: relative;
  }

  & img {
    display: block;
    width: 100%;
    aspect-ratio: 1;
    object-fit: cover;
    border-radius: ${(p) => p.theme.radius.sm};
  }
`;

export const VisuallyHidden = styled.input`
  ${hiddenInput}
`;

export const FieldSet = styled.fieldset`
  ${shrinkStack(2)}
  margin: 0;
  padding: 0;
  border: 0;

  & legend {
    padding: 0;
    margin-bottom: ${(p) => p.theme.space[1]};
    font-weight: 600;
  }
`;
