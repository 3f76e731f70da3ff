import { useMemo } from 'react';
import { Content } from './SafeHtml.styles';
import { sanitizeHtml } from './sanitizeHtml';

export interface SafeHtmlProps {
  /** An HTML fragment from the server (announcement, promotion, help, notice). */
  readonly html: string;
}

/** Shows server HTML after `sanitizeHtml` (docs/architecture.md "Security stance"), styled with the theme. */
export function SafeHtml({ html }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <Content dangerouslySetInnerHTML={{ __html: clean }} />;
}
