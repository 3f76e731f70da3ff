import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import tasksEnglish from '../../../i18n/locales/en/ui/tasks.json';
import { registerPart } from '../../../i18n/registry';
import { Button } from '../../primitives/Button';
import { EmptyState } from '../../primitives/EmptyState';
import { useMoney } from '../shared/money';
import { Celebration } from '../../primitives/Celebration';
import { Failure, Meter, Note, Panel, PanelTitle, Row, RowHead, Rows, SubTitle } from '../shared/Tasks.styles';
import type { TaskView } from '../types';

registerPart('tasks', tasksEnglish);

export interface TaskListProps {
  readonly tasks: readonly TaskView[];
  readonly currencySymbol: string;
  /** Claims one task's reward; the container sends it once. */
  readonly onClaim: (taskId: string) => void;
  /** The task whose claim is in flight. */
  readonly claiming?: string | null;
  /** The last claim paid, shown where the player looks. */
  readonly result?: { readonly taskId: string; readonly rewardCents: number } | null;
  /** The last claim's failure (already translated). */
  readonly errorMessage?: string | null;
}

/**
 * §1 tasks: the daily tasks and the achievements, each with its progress bar, its reward (and the draw chances it
 * earns) and a claim once it is complete; a claimed task says so instead.
 */
export function TaskList({
  tasks,
  currencySymbol,
  onClaim,
  claiming = null,
  result = null,
  errorMessage = null,
}: TaskListProps) {
  const { t, i18n } = useTranslation('ui');
  const money = useMoney(currencySymbol);
  const titleId = useId();
  const number = (value: number) => new Intl.NumberFormat(i18n.resolvedLanguage ?? 'en').format(value);
  const groups = [
    { kind: 'daily', title: t('Tasks.daily') },
    { kind: 'achievement', title: t('Tasks.achievements') },
  ] as const;
  return (
    <Panel aria-labelledby={titleId}>
      <PanelTitle id={titleId}>{t('Tasks.listTitle')}</PanelTitle>
      <Celebration
        testId="task-claimed"
        replayKey={result?.taskId}
        message={result ? t('Tasks.claimedResult', { amount: money(result.rewardCents) }) : null}
      />
      {errorMessage && <Failure role="alert">{errorMessage}</Failure>}
      {tasks.length === 0 && <EmptyState message={t('Tasks.empty')} />}
      {groups.map((group) => {
        const list = tasks.filter((task) => task.kind === group.kind);
        if (list.length === 0) return null;
        return (
          <section key={group.kind} aria-label={group.title}>
            <SubTitle>{group.title}</SubTitle>
            <Rows>
              {list.map((task) => {
                const progress = t('Tasks.progress', { current: number(task.progress), target: number(task.target) });
                return (
                  <Row key={task.id} data-testid={`task-${task.id}`}>
                    <RowHead>
                      <span>{task.name}</span>
                      {task.status === 'claimable' ? (
                        <Button
                          onClick={() => onClaim(task.id)}
                          isLoading={claiming === task.id}
                          disabled={claiming !== null && claiming !== task.id}
                          aria-label={t('Tasks.claimTask', { task: task.name })}
                        >
                          {t('Tasks.claim')}
                        </Button>
                      ) : (
                        <Note>{task.status === 'claimed' ? t('Tasks.claimed') : t('Tasks.inProgress')}</Note>
                      )}
                    </RowHead>
                    <Meter
                      max={task.target}
                      value={task.progress}
                      aria-label={t('Tasks.progressLabel', { task: task.name })}
                      aria-valuetext={progress}
                    />
                    <Note>
                      {progress} · {t('Tasks.reward', { amount: money(task.rewardCents) })}
                      {task.draw && <> · {t(`Tasks.drawChance.${task.draw.game}`, { count: task.draw.count })}</>}
                    </Note>
                  </Row>
                );
              })}
            </Rows>
          </section>
        );
      })}
    </Panel>
  );
}
