import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DrawStateView } from '../types';
import { drawLimitKey } from './DrawResultDialog';
import { Failure, Note, Panel, PanelTitle } from './Tasks.styles';
import tasksEnglish from '../../../i18n/locales/en/ui/tasks.json';
import { registerPart } from '../../../i18n/registry';

registerPart('tasks', tasksEnglish);

export interface DrawPanelProps {
  readonly title: string;
  readonly state: DrawStateView;
  /** 'chances' (envelope, wheel) or 'tickets' (golden egg). */
  readonly countKey: 'Tasks.chances' | 'Tasks.tickets';
  readonly hint?: string;
  readonly errorMessage: string | null;
  readonly testId: string;
  readonly children: ReactNode;
}

/** The frame every draw shares: title, chances left, why a draw cannot be made now, the last failure. */
export function DrawPanel({ title, state, countKey, hint, errorMessage, testId, children }: DrawPanelProps) {
  const { t } = useTranslation('ui');
  const titleId = useId();
  const limit = drawLimitKey(state);
  return (
    <Panel aria-labelledby={titleId} data-testid={testId}>
      <PanelTitle id={titleId}>{title}</PanelTitle>
      <Note data-testid={`${testId}-chances`}>{t(countKey, { count: state.chances })}</Note>
      {hint && <Note>{hint}</Note>}
      {children}
      <div aria-live="polite">{limit && <Note data-testid={`${testId}-limit`}>{t(limit)}</Note>}</div>
      {errorMessage && <Failure role="alert">{errorMessage}</Failure>}
    </Panel>
  );
}
