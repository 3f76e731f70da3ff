import type { ReactNode } from 'react';
import { Icon } from '../../primitives/Icon/Icon';

/** The guide's section icons, by the name the server gives; an unknown name draws an open book. */
const PATHS: Readonly<Record<string, ReactNode>> = {
  register: (
    <>
      <circle cx="9" cy="8" r="4" />
      <path d="M2 21v-1a6 6 0 0 1 12 0v1M19 8v6M16 11h6" />
    </>
  ),
  deposit: (
    <>
      <rect x="2" y="6" width="20" height="14" rx="2" />
      <path d="M2 10h20M12 2v6M9 5l3 3 3-3" />
    </>
  ),
  games: (
    <>
      <rect x="2" y="7" width="20" height="12" rx="4" />
      <path d="M7 11v4M5 13h4M15 12h.01M18 14h.01" />
    </>
  ),
  rewards: (
    <>
      <rect x="3" y="8" width="18" height="5" />
      <path d="M5 13v8h14v-8M12 8v13M12 8S10 3 7.5 4 9 8 12 8zM12 8s2-5 4.5-4S15 8 12 8z" />
    </>
  ),
  withdraw: (
    <>
      <rect x="2" y="4" width="20" height="14" rx="2" />
      <path d="M2 8h20M12 22v-6M9 19l3 3 3-3" />
    </>
  ),
  download: <path d="M12 3v12M7 10l5 5 5-5M4 21h16" />,
  safety: (
    <>
      <path d="M12 2 4 5v6c0 5 3.5 9 8 11 4.5-2 8-6 8-11V5z" />
      <path d="m9 12 2 2 4-4" />
    </>
  ),
};

const BOOK = <path d="M2 4h7a3 3 0 0 1 3 3v14a2 2 0 0 0-2-2H2zM22 4h-7a3 3 0 0 0-3 3v14a2 2 0 0 1 2-2h8z" />;

export function GuideIcon({ name }: { readonly name: string }) {
  return <Icon>{PATHS[name] ?? BOOK}</Icon>;
}
