// @atrium/ui/download: explicit named exports only (docs/conventions.md: no `export *` barrels).
// §1 / §2 /download: QR codes for the iOS, Android and lite apps, install guides
export { DownloadPage, type DownloadPageProps, type LiteInstallState } from './DownloadPage';
// §2 Other screens: mirror-site list with line detection and a verification link
export { MirrorSites, type MirrorLineView, type MirrorSitesProps } from './MirrorSites';
// §2 Other screens / §3 / §5: feedback (question type, content within the word bounds)
export { FeedbackForm, type FeedbackFormProps, type FeedbackSubmission } from './FeedbackForm';
