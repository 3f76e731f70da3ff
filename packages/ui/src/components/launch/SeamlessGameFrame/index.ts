export { SeamlessGameFrame, type SeamlessGameFrameProps } from './SeamlessGameFrame';
export { gameFrameSandbox, isFramableGameUrl } from './gameFrameSandbox';
