// @atrium/ui/messages: explicit named exports only (docs/conventions.md: no `export *` barrels).
// §2 messageV2: the inbox, the message view, mark all read, delete
export { Inbox, type InboxFilter, type InboxMessageView, type InboxProps } from './Inbox';
