export { QR_DEFAULTS, QrCode, type QrCodeProps } from './QrCode';
