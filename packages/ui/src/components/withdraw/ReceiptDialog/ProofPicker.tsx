import type { ImageUploadLimits, UploadRefusalCode } from '@atrium/domain/uploads';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import withdrawEnglish from '../../../i18n/locales/en/ui/withdraw.json';
import { registerPart } from '../../../i18n/registry';
import { Button } from '../../primitives/Button';
import { CloseIcon } from '../../primitives/Icon';
import { IconButton } from '../../primitives/IconButton';
import { ErrorMessage } from '../../primitives/TextField/TextField.styles';
import { useImagePicker, type PickedImage } from '../../primitives/shared/imagePicker';
import { Actions, FieldGroup, FileInput, ProofGrid, ProofItem, Text } from '../shared/Withdraw.styles';

registerPart('withdraw', withdrawEnglish);

/** A proof picked for upload and its preview. */
export type PickedProof = PickedImage;

export interface ProofPickerProps {
  readonly legend: string;
  readonly limits: ImageUploadLimits;
  readonly proofs: readonly PickedProof[];
  readonly onChange: (proofs: readonly PickedProof[]) => void;
  /** A problem with the set as a whole (already translated), e.g. a required proof missing. */
  readonly error?: string;
  readonly isDisabled?: boolean;
}

const REFUSAL_KEYS: Readonly<Record<UploadRefusalCode, string>> = {
  'upload.tooMany': 'Withdraw.receipt.uploadError.tooMany',
  'upload.type': 'Withdraw.receipt.uploadError.type',
  'upload.tooLarge': 'Withdraw.receipt.uploadError.tooLarge',
  'upload.empty': 'Withdraw.receipt.uploadError.empty',
  'upload.content': 'Withdraw.receipt.uploadError.content',
};

/**
 * §5 uploads: up to `limits.maxFiles` png/jpg images of at most 5 MB, checked by type, size and first bytes, each
 * refusal said next to the picker, each accepted picture previewed with a button to remove it.
 */
export function ProofPicker({ legend, limits, proofs, onChange, error, isDisabled = false }: ProofPickerProps) {
  const { t } = useTranslation('ui');
  const refusalsId = useId();
  const { refusals, isFull, openPicker, remove, inputProps } = useImagePicker(proofs, onChange, limits);

  return (
    <FieldGroup aria-describedby={refusals.length > 0 ? refusalsId : undefined}>
      <legend>{legend}</legend>
      <Text>{t('Withdraw.receipt.proofsHint', { max: limits.maxFiles, size: limits.maxMegabytes })}</Text>
      {proofs.length > 0 && (
        <ProofGrid>
          {proofs.map((proof, index) => (
            <ProofItem key={`${index}-${proof.file.name}`}>
              <img src={proof.url} alt={t('Withdraw.receipt.proofPreview', { name: proof.file.name })} />
              <IconButton
                label={t('Withdraw.receipt.removeProof', { name: proof.file.name })}
                icon={<CloseIcon />}
                onClick={() => remove(proof)}
                disabled={isDisabled}
              />
            </ProofItem>
          ))}
        </ProofGrid>
      )}
      <FileInput {...inputProps} aria-label={t('Withdraw.receipt.addProof')} disabled={isDisabled} />
      <Actions>
        <Button variant="secondary" onClick={openPicker} disabled={isDisabled || isFull}>
          {t('Withdraw.receipt.addProof')}
        </Button>
      </Actions>
      <div id={refusalsId} role="alert">
        {refusals.map((refusal, index) => (
          <ErrorMessage key={`${refusal.code}-${index}`}>{t(REFUSAL_KEYS[refusal.code], refusal.params)}</ErrorMessage>
        ))}
        {error && refusals.length === 0 && <ErrorMessage>{error}</ErrorMessage>}
      </div>
    </FieldGroup>
  );
}
