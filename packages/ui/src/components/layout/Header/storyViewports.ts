/**
 * Story viewports for the layout shell. Storybook's Vitest plugin sizes the page from the story's `viewport`
 * global (1200 × 900 when none is set, whatever vitest.config.ts says), so these stories name theirs: phones
 * first at 360 px, plus the widths where the layout changes (tablet 768, laptop 1024, desktop 1280).
 */
const size = (name: string, width: number, height: number) => ({
  name,
  styles: { width: `${width}px`, height: `${height}px` },
  type: width < 768 ? ('mobile' as const) : width < 1024 ? ('tablet' as const) : ('desktop' as const),
});

export const LAYOUT_VIEWPORTS = {
  phone360: size('Phone 360', 360, 740),
  tablet768: size('Tablet 768', 768, 1024),
  laptop1024: size('Laptop 1024', 1024, 768),
  desktop1280: size('Desktop 1280', 1280, 800),
} as const;

export type LayoutViewport = keyof typeof LAYOUT_VIEWPORTS;

/** `parameters` of a meta: the viewports the toolbar offers. */
export const layoutViewportParameters = { viewport: { options: LAYOUT_VIEWPORTS } } as const;

/** `globals` of a meta or story: the viewport it renders (and is tested) at. */
export const atViewport = (value: LayoutViewport) => ({ viewport: { value, isRotated: false } });
