import styled from 'styled-components';

export const List = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Notice = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space[2]};
  min-width: 0;
  padding: ${(p) => p.theme.space[4]};
  border-radius: ${(p) => p.theme.radius.lg};
  background: ${(p) => p.theme.color.bg.surface};
`;

export const NoticeTitle = styled.h3`
  margin: 0;
  color: ${(p) => p.theme.color.text.primary};
  font-size: ${(p) => p.theme.font.sizeBody};
  font-weight: ${(p) => p.theme.font.weightBold};
  overflow-wrap: anywhere;
`;

export const NoticeTime = styled.time`
  color: ${(p) => p.theme.color.text.secondary};
  font-size: ${(p) => p.theme.font.sizeSmall};
`;

export const Pager = styled.div`
  display: flex;
  justify-content: center;
`;
