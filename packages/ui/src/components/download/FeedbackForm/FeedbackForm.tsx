import { countWords, validateFeedback, type FeedbackWordBounds } from '@atrium/domain/validation';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import downloadEnglish from '../../../i18n/locales/en/ui/download.json';
import { registerPart } from '../../../i18n/registry';
import { Button } from '../../primitives/Button';
import { Select } from '../../primitives/Select';
import {
  controlBox,
  ErrorMessage,
  FieldRoot,
  Hint,
  Label,
  RequiredMark,
} from '../../primitives/TextField/TextField.styles';
import { Actions, Lead, Page, Panel, Success, Title } from '../shared/Download.styles';

registerPart('download', downloadEnglish);

const TextArea = styled.textarea<{ $isInvalid: boolean }>`
  ${controlBox}
  min-height: 10rem;
  padding: ${(p) => p.theme.space[3]};
  font: inherit;
  resize: vertical;
  &:focus-visible {
    outline: 3px solid ${(p) => p.theme.color.border.focus};
    outline-offset: 2px;
  }
`;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space[3]};
  min-width: 0;
`;

export interface FeedbackSubmission {
  readonly questionType: string;
  readonly content: string;
}

export interface FeedbackFormProps {
  /** The question types offered (their labels are `FeedbackForm.types.<type>`). */
  readonly questionTypes: readonly string[];
  /** §5 "Feedback content between {0} and {1} words": told to the player, and checked before sending. */
  readonly bounds: FeedbackWordBounds;
  /** Called with a form that passed the checks; the caller sends it once (its submit guard). */
  readonly onSubmit: (submission: FeedbackSubmission) => void;
  readonly isSubmitting?: boolean;
  /** A key of the `errors` namespace when sending failed; the typed text stays. */
  readonly submitErrorKey?: string | null;
  /** True once the feedback was accepted: the thanks replace the form. */
  readonly isSent?: boolean;
  /** Starts a new form after a sent one. */
  readonly onSendAnother?: () => void;
}

/**
 * §2 Other screens "feedback", §3 "Feedback: question type, content", §5 word bounds. The bounds are shown with a
 * live word count (the domain's `countWords`, the rule the platform applies), and the form is checked with
 * `validateFeedback` before it is sent.
 */
export function FeedbackForm({
  questionTypes,
  bounds,
  onSubmit,
  isSubmitting = false,
  submitErrorKey = null,
  isSent = false,
  onSendAnother,
}: FeedbackFormProps) {
  const { t } = useTranslation(['ui', 'errors']);
  const [questionType, setQuestionType] = useState('');
  const [content, setContent] = useState('');
  const [showErrors, setShowErrors] = useState(false);
  const contentId = useId();
  const errors = validateFeedback({ questionType, content }, bounds);
  const params = { min: bounds.minWords, max: bounds.maxWords };
  const typeError = showErrors && errors.questionType ? t('errors:validation.required') : undefined;
  const contentError =
    showErrors && errors.content
      ? errors.content.code === 'required'
        ? t('errors:validation.required')
        : t('ui:FeedbackForm.words', params)
      : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isSubmitting) return;
    setShowErrors(true);
    if (Object.keys(errors).length > 0) return;
    onSubmit({ questionType, content });
  };

  if (isSent) {
    return (
      <Page aria-labelledby="feedback-title">
        <Title id="feedback-title">{t('ui:FeedbackForm.title')}</Title>
        <Success role="status">{t('ui:FeedbackForm.sent')}</Success>
        {onSendAnother && (
          <Actions>
            <Button
              variant="secondary"
              onClick={() => {
                setQuestionType('');
                setContent('');
                setShowErrors(false);
                onSendAnother();
              }}
            >
              {t('ui:FeedbackForm.sendAnother')}
            </Button>
          </Actions>
        )}
      </Page>
    );
  }

  return (
    <Page aria-labelledby="feedback-title">
      <Title id="feedback-title">{t('ui:FeedbackForm.title')}</Title>
      <Lead>{t('ui:FeedbackForm.intro')}</Lead>
      <Panel>
        <Form noValidate onSubmit={submit}>
          <Select
            label={t('ui:FeedbackForm.questionType')}
            placeholder={t('ui:FeedbackForm.questionTypePlaceholder')}
            options={questionTypes.map((type) => ({ value: type, label: t(`ui:FeedbackForm.types.${type}`) }))}
            value={questionType}
            onValueChange={setQuestionType}
            error={typeError}
            isRequired
            name="questionType"
          />
          <FieldRoot>
            <Label htmlFor={contentId}>
              {t('ui:FeedbackForm.content')}
              <RequiredMark aria-hidden="true">*</RequiredMark>
            </Label>
            <TextArea
              id={contentId}
              name="content"
              value={content}
              onChange={(event) => setContent(event.target.value)}
              aria-required
              aria-invalid={contentError ? true : undefined}
              aria-describedby={`${contentId}-bounds ${contentId}-count${contentError ? ` ${contentId}-error` : ''}`}
              $isInvalid={Boolean(contentError)}
            />
            <Hint id={`${contentId}-bounds`}>{t('ui:FeedbackForm.bounds', params)}</Hint>
            <Hint id={`${contentId}-count`}>{t('ui:FeedbackForm.wordCount', { count: countWords(content) })}</Hint>
            {contentError && <ErrorMessage id={`${contentId}-error`}>{contentError}</ErrorMessage>}
          </FieldRoot>
          {submitErrorKey && (
            <ErrorMessage role="alert">{t(submitErrorKey, { defaultValue: t('errors:unknown') })}</ErrorMessage>
          )}
          <Actions>
            <Button type="submit" isLoading={isSubmitting}>
              {t('ui:FeedbackForm.submit')}
            </Button>
          </Actions>
        </Form>
      </Panel>
    </Page>
  );
}
