/** Where a section's call to action leads (the api's `GuideActionKind`); the container decides how to get there. */
export type GuideActionKindView = 'register' | 'deposit' | 'games' | 'promotions' | 'withdraw' | 'download' | 'help';

export interface GuideStepView {
  readonly title: string;
  /** Server HTML: sanitized (SafeHtml) before it reaches the DOM. */
  readonly html: string;
}

export interface GuideSectionView {
  /** The address hash that opens the section (/guide#deposit). */
  readonly id: string;
  readonly title: string;
  readonly icon: string;
  readonly steps: readonly GuideStepView[];
  /** `label`: the server's own wording of the button, else the client's text for the kind. */
  readonly action: { readonly kind: GuideActionKindView; readonly label: string | null } | null;
}
