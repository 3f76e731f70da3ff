export { ChatFrame, type ChatFrameProps } from './ChatFrame';
