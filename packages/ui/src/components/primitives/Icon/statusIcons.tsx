import { Icon } from './Icon';

// The status pages' icons (maintenance, blocked region, load error).
export function WrenchIcon() {
  return (
    <Icon strokeWidth={1.6}>
      <path d="M14.7 6.3a4 4 0 0 0-5.4 5.4l-6 6a1.4 1.4 0 0 0 2 2l6-6a4 4 0 0 0 5.4-5.4l-2.5 2.5-2-2 2.5-2.5Z" />
    </Icon>
  );
}

export function GlobeBlockedIcon() {
  return (
    <Icon strokeWidth={1.6}>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3Z" />
      <path d="M5.6 5.6l12.8 12.8" />
    </Icon>
  );
}

export function CloudOffIcon() {
  return (
    <Icon strokeWidth={1.6}>
      <path d="M7 18h10a4 4 0 0 0 .9-7.9A6 6 0 0 0 6.3 9.1 4.5 4.5 0 0 0 7 18Z" />
      <path d="M4 4l16 16" />
    </Icon>
  );
}
