import styled from 'styled-components';

export const WheelFrame = styled.div`
  position: relative;
  width: min(280px, 100%);
  aspect-ratio: 1;
  margin: 0 auto;
  /* A turned square reaches past its box: the frame keeps the page from scrolling sideways. */
  overflow: hidden;
  border-radius: 50%;
`;

/** The pointer at the top: the segment under it is the prize. */
export const Pointer = styled.span`
  position: absolute;
  top: 0;
  left: 50%;
  z-index: 1;
  width: 0;
  height: 0;
  border-inline: 12px solid transparent;
  border-top: 20px solid ${(p) => p.theme.color.text.primary};
  transform: translateX(-50%);
`;

export const Wheel = styled.div<{ $rotation: number; $isReduced: boolean; $segments: number }>`
  position: absolute;
  inset: 0;
  border: 4px solid ${(p) => p.theme.color.accent.base};
  border-radius: 50%;
  background: repeating-conic-gradient(
    ${(p) => p.theme.color.accent.subtle} 0deg ${(p) => 360 / p.$segments}deg,
    ${(p) => p.theme.color.bg.raised} ${(p) => 360 / p.$segments}deg ${(p) => 720 / p.$segments}deg
  );
  transform: rotate(${(p) => p.$rotation}deg);
  transition: ${(p) => (p.$isReduced ? 'none' : 'transform 2.4s cubic-bezier(0.15, 0.6, 0.2, 1)')};
`;

/** One segment's label, turned to the middle of its segment. */
export const SegmentLabel = styled.span<{ $angle: number }>`
  position: absolute;
  inset: 0;
  display: flex;
  justify-content: center;
  padding-top: 14%;
  transform: rotate(${(p) => p.$angle}deg);

  & > span {
    height: fit-content;
    padding: 2px 6px;
    border-radius: ${(p) => p.theme.radius.sm};
    background: ${(p) => p.theme.color.bg.surface};
    color: ${(p) => p.theme.color.text.primary};
    font-size: ${(p) => p.theme.font.sizeSmall};
    font-weight: 700;
  }
`;
