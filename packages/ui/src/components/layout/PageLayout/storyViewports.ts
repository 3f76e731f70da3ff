/**
 * Story viewports for the side menu, footer and page templates. Storybook's Vitest plugin sizes the page from the
 * story's `viewport` global (1200 × 900 when none is set), so these stories name theirs: phones first at 360 px,
 * and the laptop width (1024) where the side menu becomes a sidebar. Same shape as Header/storyViewports.ts (the
 * header's, written at the same time); the two can become one shared module.
 */
const size = (name: string, width: number, height: number) => ({
  name,
  styles: { width: `${width}px`, height: `${height}px` },
  type: width < 768 ? ('mobile' as const) : width < 1024 ? ('tablet' as const) : ('desktop' as const),
});

export const SHELL_VIEWPORTS = {
  phone360: size('Phone 360', 360, 740),
  laptop1024: size('Laptop 1024', 1024, 768),
} as const;

export type ShellViewport = keyof typeof SHELL_VIEWPORTS;

/** `parameters` of a meta: the viewports the toolbar offers. */
export const shellViewportParameters = { viewport: { options: SHELL_VIEWPORTS } } as const;

/** `globals` of a meta or story: the viewport it renders (and is tested) at. */
export const atShellViewport = (value: ShellViewport) => ({ viewport: { value, isRotated: false } });
