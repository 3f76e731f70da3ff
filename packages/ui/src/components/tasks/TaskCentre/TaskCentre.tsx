import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import tasksEnglish from '../../../i18n/locales/en/ui/tasks.json';
import { registerPart } from '../../../i18n/registry';
import { ErrorState } from '../../primitives/ErrorState';
import { Skeleton } from '../../primitives/Skeleton';

registerPart('tasks', tasksEnglish);

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space[4]};
  width: min(960px, 100%);
  min-width: 0;
  margin: 0 auto;
  padding: ${(p) => p.theme.space[4]};
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${(p) => p.theme.font.sizeTitle};
`;

const Draws = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(280px, 100%), 1fr));
  gap: ${(p) => p.theme.space[4]};
`;

export interface TaskCentreProps {
  readonly isLoading?: boolean;
  readonly hasError?: boolean;
  readonly loadErrorKey?: string | null;
  readonly isRetrying?: boolean;
  readonly onRetry?: () => void;
  /** The task list, shown once loaded. */
  readonly tasks?: ReactNode;
  /** The draws (red envelope, prize wheel, golden egg), shown once loaded. */
  readonly draws?: ReactNode;
}

/** §2 /task: the page's frame: the tasks, then the draws they earn; loading and a load failure with retry. */
export function TaskCentre({
  isLoading = false,
  hasError = false,
  loadErrorKey = null,
  isRetrying = false,
  onRetry,
  tasks,
  draws,
}: TaskCentreProps) {
  const { t } = useTranslation('ui');
  const drawsId = useId();
  return (
    <Page data-testid="task-centre" aria-busy={isLoading || undefined}>
      <Title>{t('Tasks.title')}</Title>
      {hasError ? (
        <ErrorState messageKey={loadErrorKey ?? undefined} onRetry={onRetry} isRetrying={isRetrying} />
      ) : isLoading ? (
        <Skeleton variant="text" lines={8} />
      ) : (
        <>
          {tasks}
          <section aria-labelledby={drawsId}>
            <h2 id={drawsId} hidden>
              {t('Tasks.draws')}
            </h2>
            <Draws>{draws}</Draws>
          </section>
        </>
      )}
    </Page>
  );
}
