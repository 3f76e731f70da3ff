import styled from 'styled-components';
import { bareList, mutedText, shrinkStack, stack, surfacePanel } from '../../primitives/shared/layoutPatterns.styles';

export const List = styled.ol`
  ${stack(3)}
  ${bareList}
`;

export const Notice = styled.li`
  ${shrinkStack(2)}
  ${surfacePanel}
`;

export const NoticeTitle = styled.h3`
  margin: 0;
  color: ${(p) => p.theme.color.text.primary};
  font-size: ${(p) => p.theme.font.sizeBody};
  font-weight: ${(p) => p.theme.font.weightBold};
  overflow-wrap: anywhere;
`;

export const NoticeTime = styled.time`
  ${mutedText}
`;

export const Pager = styled.div`
  display: flex;
  justify-content: center;
`;
