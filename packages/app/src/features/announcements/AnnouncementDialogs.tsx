import type { AnnouncementDialogState } from './announcementStore';

/** The announcement dialogs, loaded lazily by AnnouncementHost. */
export function AnnouncementDialogs({ dialog }: { readonly dialog: NonNullable<AnnouncementDialogState> }) {
  void dialog;
  return null;
}
