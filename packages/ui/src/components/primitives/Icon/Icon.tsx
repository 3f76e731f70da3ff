import type { SVGProps } from 'react';

/**
 * The frame of Atrium's decorative line icons, one set for every component (this folder: the controls' and the
 * header's icons, the lobby filters' and the status pages'). They are always `aria-hidden`: the control they sit in
 * names itself. The set is split in files by where it is used, so a page carries only the icons it draws.
 */
export function Icon({ children, ...rest }: SVGProps<SVGSVGElement>) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {children}
    </svg>
  );
}
