import {
  CONTRACT_GAME_KINDS,
  CONTRACT_PERIODS,
  CONTRACT_TIER_FIELDS,
  MAX_TIERS_PER_GAME,
  SALARY_RATE_TYPES,
  contractHasPeriod,
  contractHasRateType,
  draftGameRateType,
  tierFieldPath,
  validateContractDraft,
  type ContractDraft,
  type ContractDraftIssue,
  type ContractGameKind,
  type ContractPeriod,
  type ContractTierField,
  type ContractTierNumbers,
  type ContractType,
  type SalaryRateType,
} from '@atrium/domain/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import contractEditorEnglish from '../../../i18n/locales/en/ui/contractEditor.json';
import contractsEnglish from '../../../i18n/locales/en/ui/contracts.json';
import { registerPart } from '../../../i18n/registry';
import { Failure, PanelText, Success } from '../../forms/MoneyPanel.styles';
import { useOfflineBlock } from '../../forms/offlineBlock';
import { Button } from '../../primitives/Button';
import { Dialog } from '../../primitives/Dialog';
import { RadioGroup } from '../../primitives/RadioGroup';
import { Select } from '../../primitives/Select';
import { TextField } from '../../primitives/TextField';
import { Fields, Muted, TierFields, TierGroup, TierLegend, Tiers } from './ContractEditor.styles';
import { gameKindKey } from '../../../i18n/gameKinds';

registerPart('contractEditor', contractEditorEnglish);
registerPart('contracts', contractsEnglish);

export type ContractEditorMode = 'offer' | 'edit' | 'requestTerminate';

/** What the editor sends: the validated terms (the domain's `validateContractDraft`). */
export interface ContractTermsView {
  readonly type: ContractType;
  readonly period: ContractPeriod | null;
  readonly tiers: readonly ContractTierNumbers[];
}

export interface ContractEditorProps {
  readonly mode: ContractEditorMode;
  /** The downline the offer, change or request is for. */
  readonly downlineName: string;
  /** The types the agent may choose (offer); the contract's one type (edit, requestTerminate). */
  readonly types: readonly ContractType[];
  /** The terms to start from (edit: the contract's current ones). */
  readonly initial?: ContractDraft | undefined;
  /** The rate (percent) the agent holds of each type from its own upline: the most a tier may offer. */
  readonly ownRates?: Partial<Record<ContractType, number | null>> | undefined;
  /** Called once per valid submission; the dialog keeps what was typed until it closes. */
  readonly onSubmit: (terms: ContractTermsView) => void;
  readonly sending?: boolean;
  /** The platform's refusal (already translated); the typed values stay. */
  readonly errorMessage?: string | null;
  /** Set once the platform took it: the dialog shows the result and Done. */
  readonly isDone?: boolean;
  readonly onClose: () => void;
}

/** The issue paths of the offer as a whole (the domain's `ContractDraftIssue.path`). */
const PERIOD_PATH = 'period';
const TIERS_PATH = 'tiers';

type TypedTier = Readonly<Partial<Record<ContractTierField, string>>>;
type DraftGame = ContractDraft['games'][number];

/** A game kind the agent has not opened yet: no tiers, and no rate type until chosen (the domain's default reads). */
const newGame = (gameKind: ContractGameKind): DraftGame => ({ gameKind, tiers: [] });

export function emptyContractDraft(type: ContractType): ContractDraft {
  return { type, period: null, games: [{ ...newGame('LIVE'), tiers: [{}] }] };
}

/**
 * §3 / §4 / §6 the upline's contract editor: the type (a new offer), the period (dividend), a game kind at a time
 * with its rate type (daily, hourly salary: one per game kind, as a contract may pay a percent on one kind and a
 * fixed amount on another) and its tier rows (add, remove), each term a labelled field; the domain's
 * rules on submit, each error under its field and the typed values kept. A request to terminate only confirms.
 */
export function ContractEditor(props: ContractEditorProps) {
  const { t } = useTranslation('ui');
  const { mode, downlineName, sending = false, onClose } = props;
  return (
    <Dialog
      title={t(`ContractEditor.title.${mode}`, { name: downlineName })}
      isOpen
      onOpenChange={(next) => {
        if (!next && !sending) onClose();
      }}
    >
      {mode === 'requestTerminate' ? <TerminateBody {...props} /> : <EditorBody {...props} />}
    </Dialog>
  );
}

function ResultBody({ mode, downlineName, onClose }: ContractEditorProps) {
  const { t } = useTranslation('ui');
  return (
    <>
      <Success role="status">{t(`ContractEditor.result.${mode}`, { name: downlineName })}</Success>
      <Dialog.Footer>
        <Button onClick={onClose}>{t('ContractEditor.done')}</Button>
      </Dialog.Footer>
    </>
  );
}

function TerminateBody(props: ContractEditorProps) {
  const { t } = useTranslation('ui');
  const { downlineName, types, sending = false, errorMessage = null, isDone = false, onClose, onSubmit } = props;
  const type = types[0] ?? 'dividend';
  const offline = useOfflineBlock();
  if (isDone) return <ResultBody {...props} />;
  return (
    <>
      <PanelText>
        {t('ContractEditor.terminateText', {
          name: downlineName,
          contract: t(`Contracts.offer.contractName.${type}`),
        })}
      </PanelText>
      {errorMessage && <Failure role="alert">{errorMessage}</Failure>}
      {offline.notice}
      <Dialog.Footer>
        <Button variant="secondary" disabled={sending} onClick={onClose}>
          {t('ContractEditor.cancel')}
        </Button>
        <Button
          isLoading={sending}
          disabled={sending || offline.isBlocked}
          aria-describedby={offline.describedBy}
          onClick={() => {
            if (!sending) onSubmit({ type, period: null, tiers: [] });
          }}
        >
          {t('ContractEditor.submit.requestTerminate')}
        </Button>
      </Dialog.Footer>
    </>
  );
}

function fieldLabel(type: ContractType, field: ContractTierField, rateType: SalaryRateType): string {
  if (field === 'minimumBet' && type === 'hourlySalary') return 'ContractEditor.field.hourlyBet';
  if (field === 'rate') return `ContractEditor.field.rate${rateType}`;
  return `ContractEditor.field.${field}`;
}

function EditorBody(props: ContractEditorProps) {
  const { t } = useTranslation('ui');
  const { mode, types, initial, ownRates = {}, sending = false, errorMessage = null, isDone = false } = props;
  const firstType = initial?.type ?? types[0] ?? 'dividend';
  // One draft per type, so that switching the type and back keeps what was typed.
  const [drafts, setDrafts] = useState<Partial<Record<ContractType, ContractDraft>>>(() =>
    initial ? { [initial.type]: initial } : {},
  );
  const [type, setType] = useState<ContractType>(firstType);
  const [gameKind, setGameKind] = useState<ContractGameKind>(initial?.games[0]?.gameKind ?? 'LIVE');
  const [issues, setIssues] = useState<readonly ContractDraftIssue[]>([]);
  const offline = useOfflineBlock();
  const draft = drafts[type] ?? emptyContractDraft(type);
  const ownRate = ownRates[type] ?? null;

  if (isDone) return <ResultBody {...props} />;

  const update = (next: ContractDraft, clearedPath?: string) => {
    setDrafts((all) => ({ ...all, [type]: next }));
    if (clearedPath) setIssues((all) => all.filter((i) => i.path !== clearedPath));
  };
  const gameOf = (kind: ContractGameKind): DraftGame => draft.games.find((g) => g.gameKind === kind) ?? newGame(kind);
  const tiersOf = (kind: ContractGameKind): readonly TypedTier[] => gameOf(kind).tiers;
  const setGame = (kind: ContractGameKind, change: Partial<DraftGame>, clearedPath?: string) => {
    const others = draft.games.filter((g) => g.gameKind !== kind);
    update({ ...draft, games: [...others, { ...gameOf(kind), ...change }] }, clearedPath);
  };
  const setTiers = (kind: ContractGameKind, tiers: readonly TypedTier[]) => setGame(kind, { tiers });
  const issueAt = (path: string) => {
    const issue = issues.find((i) => i.path === path);
    return issue ? t(`ContractEditor.error.${issue.error}`, { limit: issue.limit }) : undefined;
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // The disabled button is not the only way to submit (requestSubmit): offline nothing is sent.
    if (sending || offline.isBlocked) return;
    const result = validateContractDraft(draft, ownRate);
    if (!result.ok) {
      setIssues(result.issues);
      // Show the first game kind with an error: its fields carry the messages.
      const first = result.issues.find((i) => /^[A-Z]+\.\d+\./.test(i.path));
      const kind = first?.path.split('.')[0];
      if (kind && !result.issues.some((i) => i.path.startsWith(`${gameKind}.`))) {
        setGameKind(kind as ContractGameKind);
      }
      return;
    }
    setIssues([]);
    props.onSubmit({ type, period: result.period, tiers: result.tiers });
  };

  const tiers = tiersOf(gameKind);
  const rateType = draftGameRateType(gameOf(gameKind));
  const fields = CONTRACT_TIER_FIELDS[type];
  const periodError = issueAt(PERIOD_PATH);
  const tiersError = issueAt(TIERS_PATH);
  return (
    <form noValidate onSubmit={onSubmit}>
      <Fields>
        {mode === 'offer' && types.length > 1 && (
          <Select
            label={t('ContractEditor.type')}
            value={type}
            isDisabled={sending}
            onValueChange={(value) => {
              setType(value as ContractType);
              setIssues([]);
            }}
            options={types.map((value) => ({ value, label: t(`ContractEditor.typeName.${value}`) }))}
          />
        )}
        {contractHasPeriod(type) && (
          <RadioGroup
            label={t('ContractEditor.period')}
            value={draft.period ?? ''}
            onValueChange={(value) => update({ ...draft, period: value as ContractPeriod }, PERIOD_PATH)}
            options={CONTRACT_PERIODS.map((value) => ({ value, label: t(`ContractEditor.periodName.${value}`) }))}
            {...(periodError ? { error: periodError } : {})}
          />
        )}
        {ownRate !== null && <Muted>{t('ContractEditor.ownRate', { rate: ownRate })}</Muted>}
        <Select
          label={t('ContractEditor.gameKind')}
          value={gameKind}
          onValueChange={(value) => setGameKind(value as ContractGameKind)}
          options={CONTRACT_GAME_KINDS.map((value) => ({
            value,
            label: t('ContractEditor.gameKindOption', {
              name: t(gameKindKey(value)),
              count: tiersOf(value).length,
            }),
          }))}
        />
        <Tiers aria-label={t(gameKindKey(gameKind))}>
          {contractHasRateType(type) && (
            <RadioGroup
              label={t('ContractEditor.rateType', { game: t(gameKindKey(gameKind)) })}
              value={rateType}
              isDisabled={sending}
              onValueChange={(value) => setGame(gameKind, { rateType: value as SalaryRateType })}
              options={SALARY_RATE_TYPES.map((value) => ({ value, label: t(`ContractEditor.rateTypeName.${value}`) }))}
            />
          )}
          {tiers.length === 0 && <Muted>{t('ContractEditor.noTiers')}</Muted>}
          {tiers.map((tier, index) => (
            // Tiers have no identity of their own but their place in the game kind.
            <TierGroup key={`${type}-${gameKind}-${index}`}>
              <TierLegend>{t('ContractEditor.tier', { number: index + 1 })}</TierLegend>
              <TierFields>
                {fields.map((field) => {
                  const path = tierFieldPath(gameKind, index, field);
                  const error = issueAt(path);
                  return (
                    <TextField
                      key={field}
                      label={t(fieldLabel(type, field, rateType))}
                      inputMode={field === 'activeMember' ? 'numeric' : 'decimal'}
                      autoComplete="off"
                      value={tier[field] ?? ''}
                      isDisabled={sending}
                      onChange={(event) => {
                        const next = tiers.map((row, i) =>
                          i === index ? { ...row, [field]: event.currentTarget.value } : row,
                        );
                        setGame(gameKind, { tiers: next }, path);
                      }}
                      {...(error ? { error } : {})}
                    />
                  );
                })}
              </TierFields>
              <Button
                type="button"
                variant="secondary"
                disabled={sending}
                onClick={() => {
                  setTiers(
                    gameKind,
                    tiers.filter((_, i) => i !== index),
                  );
                  // The paths after the removed tier no longer point where they did.
                  setIssues([]);
                }}
              >
                {t('ContractEditor.removeTier', { number: index + 1 })}
              </Button>
            </TierGroup>
          ))}
          <Button
            type="button"
            variant="secondary"
            disabled={sending || tiers.length >= MAX_TIERS_PER_GAME}
            onClick={() => {
              setTiers(gameKind, [...tiers, {}]);
              setIssues((all) => all.filter((i) => i.path !== TIERS_PATH));
            }}
          >
            {t('ContractEditor.addTier')}
          </Button>
          {tiersError && <Failure role="alert">{tiersError}</Failure>}
        </Tiers>
        {issues.length > 0 && !tiersError && <Failure role="alert">{t('ContractEditor.error.check')}</Failure>}
        {errorMessage && <Failure role="alert">{errorMessage}</Failure>}
        {offline.notice}
      </Fields>
      <Dialog.Footer>
        <Button type="button" variant="secondary" disabled={sending} onClick={props.onClose}>
          {t('ContractEditor.cancel')}
        </Button>
        <Button
          type="submit"
          isLoading={sending}
          disabled={sending || offline.isBlocked}
          aria-describedby={offline.describedBy}
        >
          {t(`ContractEditor.submit.${mode}`)}
        </Button>
      </Dialog.Footer>
    </form>
  );
}
