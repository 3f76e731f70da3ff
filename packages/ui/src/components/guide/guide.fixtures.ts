import type { GuideSectionView } from './types';

/** A guide as the container hands it over: four sections, one step carrying markup the sanitizer must strip. */
export const GUIDE_SECTIONS: readonly GuideSectionView[] = [
  {
    id: 'register',
    title: 'Create your account',
    icon: 'register',
    steps: [
      { title: 'Open the registration form', html: '<p>Press <strong>Register</strong> at the top of any page.</p>' },
      { title: 'Confirm and sign in', html: '<p>Accept the terms and you are signed in at once.</p>' },
    ],
    action: { kind: 'register', label: null },
  },
  {
    id: 'deposit',
    title: 'Make your first deposit',
    icon: 'deposit',
    steps: [
      { title: 'Open Deposit', html: '<p>Press <strong>Deposit</strong> in the header or the member centre.</p>' },
      { title: 'Pick a payment method', html: '<p>Bank transfer, e-wallet or USDT.</p>' },
      { title: 'Enter the amount and confirm', html: '<p>Your balance updates within minutes.</p>' },
    ],
    action: { kind: 'deposit', label: null },
  },
  {
    id: 'download',
    title: 'Install the app',
    icon: 'download',
    steps: [{ title: 'Pick your device', html: '<p>Android and iOS each have an install guide with pictures.</p>' }],
    action: { kind: 'download', label: 'Install guides' },
  },
  {
    id: 'safety',
    title: 'Stay safe and play responsibly',
    icon: 'safety',
    steps: [
      {
        title: 'Protect your account',
        html:
          '<p>Never share your password or verification code, not even with support.</p>' +
          '<script>window.__guideHacked = true</script>' +
          '<img src="x" onerror="window.__guideHacked = true" alt="">' +
          '<a href="javascript:window.__guideHacked = true">Learn more</a>',
      },
    ],
    action: { kind: 'help', label: null },
  },
];

/** The same guide's titles in Arabic, for the right-to-left story. */
export const GUIDE_SECTIONS_AR: readonly GuideSectionView[] = GUIDE_SECTIONS.map((section, index) => ({
  ...section,
  title: ['أنشئ حسابك', 'قم بأول إيداع', 'ثبّت التطبيق', 'ابقَ آمنًا والعب بمسؤولية'][index] ?? section.title,
  action: section.action && { ...section.action, label: null },
}));
