import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import guideEnglish from '../../../i18n/locales/en/ui/guide.json';
import { registerPart } from '../../../i18n/registry';
import { Button } from '../../primitives/Button';
import { EmptyState } from '../../primitives/EmptyState';
import { ErrorState } from '../../primitives/ErrorState';
import { ChevronDownIcon } from '../../primitives/Icon';
import { SafeHtml } from '../../primitives/SafeHtml';
import { Skeleton } from '../../primitives/Skeleton';
import type { GuideActionKindView, GuideSectionView } from '../types';
import { GuideIcon } from './GuideIcon';
import {
  Content,
  Header,
  Intro,
  Item,
  Page,
  Root,
  Step,
  StepCount,
  Steps,
  StepTitle,
  Title,
  Trigger,
  TriggerText,
} from './GuidePage.styles';

registerPart('guide', guideEnglish);

export interface GuidePageProps {
  readonly state: 'loading' | 'error' | 'ready';
  readonly sections: readonly GuideSectionView[];
  /** The open section's id (the container keeps it in the address: /guide#deposit); null: all closed. */
  readonly openSection: string | null;
  readonly onOpenSectionChange: (id: string | null) => void;
  /** A section's call to action was pressed. */
  readonly onAction: (kind: GuideActionKindView) => void;
  /** A member already has an account: the registration section keeps its steps and loses its button. */
  readonly isGuest: boolean;
  /** The failure's message key (errors namespace) in the error state. */
  readonly errorMessageKey?: string;
  readonly onRetry?: () => void;
  readonly isRetrying?: boolean;
}

/**
 * §2 Other screens "beginner guide": the sections as an accordion (Radix: one open at a time, Enter or Space toggles,
 * arrow keys, Home and End move between sections), each with its numbered steps (server HTML, sanitized) and the
 * call to action that leads where the section talks about. A section opened from the address scrolls into view once.
 */
export function GuidePage({
  state,
  sections,
  openSection,
  onOpenSectionChange,
  onAction,
  isGuest,
  errorMessageKey,
  onRetry,
  isRetrying = false,
}: GuidePageProps) {
  const { t } = useTranslation('ui');
  const titleId = useId();
  const open = sections.some((s) => s.id === openSection) ? openSection : null;
  const items = useRef(new Map<string, HTMLDivElement>());

  // Only the section the page opened with (from the address) is scrolled to, once, when the guide arrives: one the
  // visitor opens later is already in view.
  const initialSection = useRef(openSection);
  const hasScrolled = useRef(false);
  useEffect(() => {
    if (state !== 'ready' || hasScrolled.current) return;
    hasScrolled.current = true;
    const id = initialSection.current;
    if (id !== null) items.current.get(id)?.scrollIntoView?.({ block: 'start' });
  }, [state]);

  return (
    <Page aria-labelledby={titleId}>
      <Title id={titleId}>{t('Guide.title')}</Title>
      <Intro>{t('Guide.intro')}</Intro>
      {state === 'loading' && (
        <div role="status" aria-label={t('Guide.loading')}>
          <Skeleton lines={7} />
        </div>
      )}
      {state === 'error' && <ErrorState messageKey={errorMessageKey} onRetry={onRetry} isRetrying={isRetrying} />}
      {state === 'ready' && sections.length === 0 && <EmptyState message={t('Guide.empty')} />}
      {state === 'ready' && sections.length > 0 && (
        <Root
          type="single"
          collapsible
          value={open ?? ''}
          onValueChange={(value: string) => onOpenSectionChange(value === '' ? null : value)}
        >
          {sections.map((section) => (
            <Item
              key={section.id}
              value={section.id}
              id={`guide-${section.id}`}
              ref={(node: HTMLDivElement | null) => {
                if (node) items.current.set(section.id, node);
                else items.current.delete(section.id);
              }}
            >
              <Header asChild>
                <h2>
                  <Trigger>
                    <GuideIcon name={section.icon} />
                    <TriggerText>
                      {section.title}
                      <StepCount>{t('Guide.stepCount', { count: section.steps.length })}</StepCount>
                    </TriggerText>
                    <ChevronDownIcon />
                  </Trigger>
                </h2>
              </Header>
              <Content>
                <Steps>
                  {section.steps.map((step, index) => (
                    <Step key={index}>
                      <StepTitle>{step.title}</StepTitle>
                      <SafeHtml html={step.html} />
                    </Step>
                  ))}
                </Steps>
                {section.action && (section.action.kind !== 'register' || isGuest) && (
                  <ActionButton kind={section.action.kind} label={section.action.label} onAction={onAction} />
                )}
              </Content>
            </Item>
          ))}
        </Root>
      )}
    </Page>
  );
}

function ActionButton({
  kind,
  label,
  onAction,
}: {
  readonly kind: GuideActionKindView;
  readonly label: string | null;
  readonly onAction: (kind: GuideActionKindView) => void;
}) {
  const { t } = useTranslation('ui');
  return <Button onClick={() => onAction(kind)}>{label ?? t(`Guide.action.${kind}`)}</Button>;
}
