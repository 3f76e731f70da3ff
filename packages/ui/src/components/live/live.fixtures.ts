import type { LiveModelView } from './ModelList';

const avatar = (hue: number) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="hsl(${hue} 60% 45%)"/></svg>`,
  )}`;

/** The platform's order, an offline model among them (the list puts online ones first). */
export const LIVE_MODELS: readonly LiveModelView[] = [
  { id: '7001', name: 'Mai', avatarUrl: avatar(10), isOnline: true, viewerCount: 1234 },
  { id: '7002', name: 'Linh', avatarUrl: avatar(200), isOnline: false, viewerCount: null },
  { id: '7003', name: 'Anya', avatarUrl: null, isOnline: true, viewerCount: 56 },
  { id: '7004', name: 'Sofia Alexandra Montenegro', avatarUrl: avatar(300), isOnline: true, viewerCount: null },
];
