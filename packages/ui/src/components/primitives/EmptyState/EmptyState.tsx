import { useTranslation } from 'react-i18next';
import { Button } from '../Button';
import { Icon, Message, Wrapper } from './EmptyState.styles';

export interface EmptyStateProps {
  /** The message, already translated; the spec's 'no data' (§8 "empty lobby shows 'no data'") by default. */
  readonly message?: string;
  /** Label of the optional action (e.g. "Clear filters"), already translated; shown with `onAction`. */
  readonly actionLabel?: string;
  readonly onAction?: () => void;
}

/** What a list shows when it has nothing: the 'no data' message and, optionally, one way out. */
export function EmptyState({ message, actionLabel, onAction }: EmptyStateProps) {
  const { t } = useTranslation('ui');
  return (
    <Wrapper>
      <Icon aria-hidden="true" viewBox="0 0 24 24" focusable="false">
        <path d="M4 13h4l1.5 2.5h5L16 13h4" />
        <path d="M5.5 6.5 4 13v5a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-5l-1.5-6.5a1 1 0 0 0-1-.8h-11a1 1 0 0 0-1 .8Z" />
      </Icon>
      <Message>{message ?? t('EmptyState.noData')}</Message>
      {actionLabel && onAction && (
        <Button variant="secondary" onClick={onAction}>
          {actionLabel}
        </Button>
      )}
    </Wrapper>
  );
}
