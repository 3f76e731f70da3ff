export { SocialConsentDialog, type SocialConsentDialogProps } from './SocialConsentDialog';
