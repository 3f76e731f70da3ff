import {
  IMAGE_SIGNATURE_BYTES,
  IMAGE_UPLOAD_ACCEPT,
  addImages,
  type ImageUploadLimits,
  type UploadRefusal,
  type UploadRefusalCode,
} from '@atrium/domain/uploads';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import withdrawEnglish from '../../../i18n/locales/en/ui/withdraw.json';
import { registerPart } from '../../../i18n/registry';
import { Button } from '../../primitives/Button';
import { CloseIcon } from '../../primitives/Icon';
import { IconButton } from '../../primitives/IconButton';
import { ErrorMessage } from '../../primitives/TextField/TextField.styles';
import { Actions, FieldGroup, FileInput, ProofGrid, ProofItem, Text } from '../shared/Withdraw.styles';

registerPart('withdraw', withdrawEnglish);

export interface PickedProof {
  readonly file: File;
  /**
   * The preview as a data: URL. Not an object (blob:) URL: under the app's Content-Security-Policy Chromium reports
   * loading a blob: image as a connect-src violation, so the preview would break the page's CSP audit.
   */
  readonly url: string;
}

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
 * The domain's upload rules applied to newly chosen files beside those already picked: the accepted ones previewed
 * (those already there kept as they were), the rest refused with their reasons (an unreadable file as empty). Also
 * the promotions' application form's picker.
 */
export async function pickImages(
  current: readonly PickedProof[],
  files: readonly File[],
  limits: ImageUploadLimits,
): Promise<{ readonly next: PickedProof[]; readonly refusals: UploadRefusal[] }> {
  const picked = await Promise.all(files.map(async (file) => ({ file, leadingBytes: await leadingBytes(file) })));
  const { accepted, refused } = addImages(
    current.map((p) => p.file),
    picked,
    limits,
  );
  const kept = new Map(current.map((p) => [p.file, p]));
  const next: PickedProof[] = [];
  const unreadable: UploadRefusal[] = [];
  for (const file of accepted) {
    const held = kept.get(file);
    if (held) next.push(held);
    else {
      try {
        next.push({ file, url: await dataUrlOf(file) });
      } catch {
        unreadable.push({ code: 'upload.empty', params: { name: file.name } });
      }
    }
  }
  return { next, refusals: [...refused, ...unreadable] };
}

function dataUrlOf(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsDataURL(file);
  });
}

/** The first bytes of a file, so a renamed GIF is caught before it is sent; null when the browser cannot read it. */
async function leadingBytes(file: File): Promise<Uint8Array | null> {
  try {
    return new Uint8Array(await file.slice(0, IMAGE_SIGNATURE_BYTES).arrayBuffer());
  } catch {
    return null;
  }
}

/**
 * §5 uploads: up to `limits.maxFiles` png/jpg images of at most 5 MB, checked by type, size and first bytes, each
 * refusal said next to the picker, each accepted picture previewed with a button to remove it.
 */
export function ProofPicker({ legend, limits, proofs, onChange, error, isDisabled = false }: ProofPickerProps) {
  const { t } = useTranslation('ui');
  const inputRef = useRef<HTMLInputElement>(null);
  const refusalsId = useId();
  const [refusals, setRefusals] = useState<readonly UploadRefusal[]>([]);

  const pick = async (files: readonly File[]) => {
    const { next, refusals: refused } = await pickImages(proofs, files, limits);
    onChange(next);
    setRefusals(refused);
  };

  const remove = (proof: PickedProof) => {
    onChange(proofs.filter((p) => p !== proof));
    setRefusals([]);
  };

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
      <FileInput
        ref={inputRef}
        type="file"
        accept={IMAGE_UPLOAD_ACCEPT}
        multiple={limits.maxFiles > 1}
        tabIndex={-1}
        aria-label={t('Withdraw.receipt.addProof')}
        disabled={isDisabled}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          // Cleared so that picking the same file again (after removing it) fires a change.
          event.target.value = '';
          void pick(files);
        }}
      />
      <Actions>
        <Button
          variant="secondary"
          onClick={() => inputRef.current?.click()}
          disabled={isDisabled || proofs.length >= limits.maxFiles}
        >
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
