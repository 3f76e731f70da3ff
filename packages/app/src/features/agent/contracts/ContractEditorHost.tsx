import { contractMutationOptions, type ContractUplineInput } from '@atrium/api/contracts';
import { errorKeyOf } from '@atrium/api/errors';
import type { ContractDraft, ContractType } from '@atrium/domain/contracts';
import { ContractEditor, type ContractEditorMode, type ContractTermsView } from '@atrium/ui/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '../../../shared/apiClient';
import { useSubmitMutation } from '../../../shared/submit';

/** What the editor is open for: a new offer to a downline, or new terms / a termination request on a contract. */
export interface ContractEditorTarget {
  readonly mode: ContractEditorMode;
  readonly type: ContractType;
  readonly downline: { readonly id: string; readonly name: string };
  /** The contract in force (edit, requestTerminate). */
  readonly contractId?: string;
  readonly initial?: ContractDraft;
}

export interface ContractEditorHostProps {
  readonly target: ContractEditorTarget;
  /** The rate the agent holds of this type from its upline (the editor's ceiling), null when none. */
  readonly ownRate: number | null;
  readonly onClose: () => void;
}

function inputOf(target: ContractEditorTarget, terms: ContractTermsView): ContractUplineInput {
  const { type, contractId = '' } = target;
  switch (target.mode) {
    case 'offer':
      return { action: 'offer', type, downlineId: target.downline.id, period: terms.period, tiers: terms.tiers };
    case 'edit':
      return { action: 'edit', type, contractId, period: terms.period, tiers: terms.tiers };
    case 'requestTerminate':
      return { action: 'requestTerminate', type, contractId };
  }
}

/**
 * The editor with its call: each offer, change or request sent once through the submit guard (a second click, tap
 * or held Enter sends nothing; never retried), the platform's refusal shown in the dialog with the typed terms kept,
 * the result shown until Done. The contract lists and the popup's offers are read again after every call
 * (`contractMutationOptions`).
 */
export function ContractEditorHost({ target, ownRate, onClose }: ContractEditorHostProps) {
  const client = useApiClient();
  const { t } = useTranslation();
  const change = useSubmitMutation(contractMutationOptions(client));
  const [isDone, setDone] = useState(false);
  const [errorKey, setErrorKey] = useState<string | null>(null);

  return (
    <ContractEditor
      mode={target.mode}
      downlineName={target.downline.name}
      types={[target.type]}
      initial={target.initial}
      ownRates={{ [target.type]: ownRate }}
      sending={change.isPending}
      errorMessage={errorKey ? t(errorKey) : null}
      isDone={isDone}
      onClose={onClose}
      onSubmit={(terms) => {
        setErrorKey(null);
        change.submit(inputOf(target, terms), {
          onSuccess: () => setDone(true),
          onError: (failure) => setErrorKey(errorKeyOf(failure)),
        });
      }}
    />
  );
}
