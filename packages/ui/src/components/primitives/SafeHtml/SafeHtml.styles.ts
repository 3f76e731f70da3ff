import styled from 'styled-components';

export const Content = styled.div`
  color: ${(p) => p.theme.color.text.primary};
  overflow-wrap: anywhere;
  max-width: 100%;
  overflow-x: auto;

  > :first-child {
    margin-top: 0;
  }
  > :last-child {
    margin-bottom: 0;
  }
  p,
  ul,
  ol {
    margin: 0 0 ${(p) => p.theme.space[3]};
  }
  h1,
  h2,
  h3,
  h4 {
    margin: ${(p) => p.theme.space[4]} 0 ${(p) => p.theme.space[2]};
    font-size: ${(p) => p.theme.font.sizeBody};
    font-weight: ${(p) => p.theme.font.weightBold};
  }
  a {
    color: inherit;
    text-decoration: underline;
  }
  a:not([href]) {
    text-decoration: none;
  }
  img,
  video {
    max-width: 100%;
    height: auto;
  }
  table {
    display: block;
    max-width: 100%;
    overflow-x: auto;
    border-collapse: collapse;
  }
  td,
  th {
    padding: ${(p) => p.theme.space[1]} ${(p) => p.theme.space[2]};
    border: 1px solid ${(p) => p.theme.color.border.subtle};
  }
  pre {
    white-space: pre-wrap;
  }
`;
