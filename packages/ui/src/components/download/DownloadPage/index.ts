export { DownloadPage, type DownloadPageProps } from './DownloadPage';
export { type LiteInstallState } from './LiteInstall';
