export { Inbox, type InboxFilter, type InboxMessageView, type InboxProps } from './Inbox';
