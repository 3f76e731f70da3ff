/**
 * The inbox page's calls (spec §2 messageV2; docs/centres.md CSP_getInbox): the list, mark read, mark all read and delete.
 * An area apart from messages/, which the header's unread count puts in the start-up chunk: these load with the
 * page. Only CSP_getInbox is a known name; the shapes and the other calls are assumed (packages/api README).
 */

export { messageSchema, messageListSchema, type MessageListWire, markReadResultSchema } from './schemas';
export { type PlatformMessage, type MessagePage, toMessagePage } from './mapping';
export {
  type MessageListRequest,
  messageListEndpoint,
  getMessages,
  markMessagesReadEndpoint,
  markMessagesRead,
  markAllMessagesRead,
  deleteMessagesEndpoint,
  deleteMessages,
} from './calls';
export {
  messagesQueryOptions,
  markMessagesReadMutationOptions,
  markAllMessagesReadMutationOptions,
  deleteMessagesMutationOptions,
} from './queries';
