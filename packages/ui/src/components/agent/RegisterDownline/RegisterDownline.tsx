import { rebateProblem } from '@atrium/domain/agent';
import type { RebateGameType } from '@atrium/domain/rebate';
import { validateRegistration, type FieldRules, type ValidationError } from '@atrium/domain/validation';
import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../primitives/Button';
import { PasswordField } from '../../primitives/PasswordField';
import { RadioGroup } from '../../primitives/RadioGroup';
import { TextField } from '../../primitives/TextField';
import { fieldMessage } from '../../primitives/shared/fieldMessage';
import { AUTOCOMPLETE, INPUT_TYPE, OPTIONAL_TEXT_FIELDS } from '../../primitives/shared/registrationFields';
import { useClearOnResult } from '../../forms/useClearOnResult';
import { Actions, Failure, Form, Panel, PanelText, PanelTitle, Success } from '../../forms/MoneyPanel.styles';
import { RebateFields, RebateGrid } from './RegisterDownline.styles';
import registerPartEnglish from '../../../i18n/locales/en/ui/agentRegister.json';
import rebateEnglish from '../../../i18n/locales/en/ui/rebate.json';
import teamEnglish from '../../../i18n/locales/en/ui/agentTeam.json';
import registerEnglish from '../../../i18n/locales/en/ui/register.json';
import { registerPart } from '../../../i18n/registry';
import { gameKindKey } from '../../../i18n/gameKinds';

registerPart('agentTeam', teamEnglish);
registerPart('register', registerEnglish);
registerPart('agentRegister', registerPartEnglish);
registerPart('rebate', rebateEnglish);

export type DownlineKindChoice = 'member' | 'agent';

/**
 * The optional fields of the sign-up form that describe the account itself, shown when the rules enable them. The
 * referrer fields (recommender, affiliate code) are not asked: the agent adding the account is its upline.
 */
const ACCOUNT_FIELDS = OPTIONAL_TEXT_FIELDS.filter((field) => field !== 'recommenderId' && field !== 'affiliateCode');
export type DownlineAccountField = (typeof ACCOUNT_FIELDS)[number];

export interface RegisterDownlineRequest {
  /** The rule-enabled account fields are present only when filled in. */
  readonly form: { readonly username: string; readonly password: string; readonly confirmPassword: string } & {
    readonly [field in DownlineAccountField]?: string;
  };
  readonly kind: DownlineKindChoice;
  /** The new account's rate per game kind, in percent, each within the agent's own. */
  readonly rebates: readonly DownlineRebateRate[];
}

export interface DownlineRebateRate {
  readonly gameType: RebateGameType;
  readonly percent: number;
}

export interface RegisterDownlineResult {
  readonly id: string;
  readonly username: string;
}

export interface RegisterDownlineProps {
  /** The server's registration rules (GCS_getRegisterRules): the same checks as the player's sign-up. */
  readonly rules: FieldRules;
  /** Whether this agent may create agents (the account type choice is offered only then). */
  readonly canAddAgent: boolean;
  /** The agent's own rate per game kind: a field each, bounded by it. None: no rebate settings are asked. */
  readonly ownRebates?: readonly DownlineRebateRate[];
  readonly onSubmit: (request: RegisterDownlineRequest) => void;
  readonly isSubmitting?: boolean;
  readonly result?: RegisterDownlineResult | null;
  /** The refusal, already translated; everything the agent typed stays, to be corrected rather than retyped. */
  readonly errorMessage?: string | null;
  /**
   * A refusal that names a field (a taken username or email, a confirmation that differs), already translated: shown
   * under that field, where the user corrects it, until the field is edited.
   */
  readonly fieldErrors?: Readonly<Partial<Record<string, string>>> | null;
  readonly onOpenTeam?: () => void;
}

const FIELDS = ['username', 'password', 'confirmPassword'] as const;

/**
 * §2 registerCenter: a downline's username and password checked by the registration rules engine (the sign-up
 * dialog's messages), and whether it is a member or an agent. After a refusal every field keeps what the agent typed
 * (a refusal names one thing to correct, not a form to retype); the form is emptied only when the account is made.
 */
export function RegisterDownline({
  rules,
  canAddAgent,
  ownRebates = [],
  onSubmit,
  isSubmitting = false,
  result = null,
  errorMessage = null,
  fieldErrors = null,
  onOpenTeam,
}: RegisterDownlineProps) {
  const { t } = useTranslation('ui');
  const titleId = useId();
  const [values, setValues] = useState<Record<string, string>>({ username: '', password: '', confirmPassword: '' });
  const [kind, setKind] = useState<DownlineKindChoice>('member');
  // Each kind starts at 0 %: a rate is given on purpose, and the typed rates stay after a refusal.
  const [rates, setRates] = useState<Readonly<Record<string, string>>>({});
  const rateOf = (gameType: RebateGameType) => rates[gameType] ?? '0';
  const [isShowingErrors, setShowingErrors] = useState(false);
  const [editedSinceRefusal, setEditedSinceRefusal] = useState<ReadonlySet<string>>(() => new Set());
  const [refusalSeen, setRefusalSeen] = useState(fieldErrors);
  if (refusalSeen !== fieldErrors) {
    setRefusalSeen(fieldErrors);
    setEditedSinceRefusal(new Set());
  }

  useClearOnResult(result?.id ?? null, () => {
    setValues({ username: '', password: '', confirmPassword: '' });
    setRates({});
    setShowingErrors(false);
  });

  const shownFields = ACCOUNT_FIELDS.filter((field) => rules[field]?.enabled === true);
  const extras = Object.fromEntries(
    shownFields.flatMap((field) => ((values[field] ?? '').trim() === '' ? [] : [[field, values[field] ?? '']])),
  );
  const form = {
    username: values['username'] ?? '',
    password: values['password'] ?? '',
    confirmPassword: values['confirmPassword'] ?? '',
    ...extras,
  };
  const errors: Partial<Record<string, ValidationError>> = validateRegistration(form, {
    method: 'username',
    rules,
    isSmsVerificationOn: false,
    region: null,
  });
  const errorFor = (field: (typeof FIELDS)[number] | DownlineAccountField) => {
    const error = errors[field];
    if (isShowingErrors && error) return fieldMessage(t, error, field);
    return editedSinceRefusal.has(field) ? undefined : (fieldErrors?.[field] ?? undefined);
  };
  const edit = (field: (typeof FIELDS)[number] | DownlineAccountField) => (next: string) => {
    setValues((v) => ({ ...v, [field]: next }));
    if (fieldErrors?.[field] !== undefined && !editedSinceRefusal.has(field)) {
      setEditedSinceRefusal(new Set([...editedSinceRefusal, field]));
    }
  };
  /** A field's name, label, value, edit and message: the same for the fixed fields and the rule-enabled ones. */
  const fieldProps = (field: (typeof FIELDS)[number] | DownlineAccountField) => ({
    name: field,
    label: t(`RegisterDialog.field.${field}`),
    value: values[field] ?? '',
    onChange: (event: ChangeEvent<HTMLInputElement>) => edit(field)(event.target.value),
    error: errorFor(field),
  });
  const usernameProps = fieldProps('username');
  const passwordProps = fieldProps('password');
  const confirmPasswordProps = fieldProps('confirmPassword');

  const rateProblems = ownRebates.map((own) => ({ own, problem: rebateProblem(rateOf(own.gameType), own.percent) }));
  const rateError = (own: DownlineRebateRate) => {
    const problem = rateProblems.find((p) => p.own === own)?.problem ?? null;
    if (!isShowingErrors || problem === null) return undefined;
    return t(`AgentRegister.problem.${problem}`, { percent: own.percent });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setShowingErrors(true);
    if ([...FIELDS, ...shownFields].some((field) => errors[field])) return;
    if (rateProblems.some((p) => p.problem !== null)) return;
    const rebates = ownRebates.map((own) => ({ gameType: own.gameType, percent: Number(rateOf(own.gameType).trim()) }));
    onSubmit({ form, kind: canAddAgent ? kind : 'member', rebates });
  };

  return (
    <Panel aria-labelledby={titleId}>
      <PanelTitle id={titleId}>{t('AgentTeam.register.title')}</PanelTitle>
      <PanelText>{t('AgentTeam.register.text')}</PanelText>
      {result && (
        <Success role="status" aria-live="polite">
          {t('AgentTeam.register.success', { username: result.username })}{' '}
          {onOpenTeam && (
            <Button variant="secondary" onClick={onOpenTeam}>
              {t('AgentTeam.register.openTeam')}
            </Button>
          )}
        </Success>
      )}
      <Form noValidate onSubmit={submit}>
        <TextField {...usernameProps} autoComplete="off" isRequired />
        <PasswordField {...passwordProps} autoComplete="new-password" isRequired />
        <PasswordField {...confirmPasswordProps} autoComplete="new-password" isRequired />
        {shownFields.map((field) => (
          <TextField
            key={field}
            {...fieldProps(field)}
            type={INPUT_TYPE[field] ?? 'text'}
            autoComplete={AUTOCOMPLETE[field] ?? 'off'}
            isRequired={rules[field]?.required === true}
          />
        ))}
        {ownRebates.length > 0 && (
          <RebateFields>
            <legend>{t('AgentRegister.rebates')}</legend>
            <PanelText>{t('AgentRegister.rebatesText')}</PanelText>
            <RebateGrid>
              {ownRebates.map((own) => (
                <TextField
                  key={own.gameType}
                  name={`rebate-${own.gameType}`}
                  label={t('AgentRegister.rate', { game: t(gameKindKey(own.gameType)) })}
                  hint={t('AgentRegister.upTo', { percent: own.percent })}
                  inputMode="decimal"
                  autoComplete="off"
                  isRequired
                  value={rateOf(own.gameType)}
                  onChange={(event) => setRates((r) => ({ ...r, [own.gameType]: event.target.value }))}
                  error={rateError(own)}
                />
              ))}
            </RebateGrid>
          </RebateFields>
        )}
        {!canAddAgent && <PanelText>{t('AgentRegister.memberOnly')}</PanelText>}
        {canAddAgent && (
          <RadioGroup
            label={t('AgentTeam.register.kind')}
            orientation="horizontal"
            value={kind}
            onValueChange={(next) => setKind(next === 'agent' ? 'agent' : 'member')}
            options={[
              { value: 'member', label: t('AgentTeam.register.member') },
              { value: 'agent', label: t('AgentTeam.register.agent') },
            ]}
          />
        )}
        {errorMessage && <Failure role="alert">{errorMessage}</Failure>}
        <Actions>
          <Button type="submit" isLoading={isSubmitting}>
            {t('AgentTeam.register.submit')}
          </Button>
        </Actions>
      </Form>
    </Panel>
  );
}
