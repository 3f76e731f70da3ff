import {
  AVATAR_UPLOAD_LIMITS,
  checkImageFile,
  IMAGE_SIGNATURE_BYTES,
  IMAGE_UPLOAD_ACCEPT,
  type UploadRefusal,
} from '@atrium/domain/uploads';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../primitives/Button';
import { Dialog } from '../../primitives/Dialog';
import { Form, Text } from '../../forms/DialogForm.styles';
import { ServerError } from '../../forms/ServerError';
import { Avatar, BUILT_IN_AVATAR_COUNT, type AvatarView } from './Avatar';
import {
  AvatarFieldset,
  AvatarGrid,
  AvatarOption,
  Refusal,
  UploadRow,
  VisuallyHiddenInput,
} from './SecurityCenter.styles';
import accountEnglish from '../../../i18n/locales/en/ui/account.json';
import memberEnglish from '../../../i18n/locales/en/ui/member.json';
import { registerPart } from '../../../i18n/registry';

registerPart('member', memberEnglish);
registerPart('account', accountEnglish);

/** The member's choice: a built-in avatar by number, or a picture that passed the upload checks. */
export type AvatarChoice =
  { readonly kind: 'preset'; readonly index: number } | { readonly kind: 'upload'; readonly file: File };

export interface AvatarDialogProps {
  readonly isOpen: boolean;
  readonly current: AvatarView;
  /** Saves the choice; never while `isSubmitting`. */
  readonly onSave: (choice: AvatarChoice) => void;
  readonly isSubmitting?: boolean;
  readonly errorKey?: string | null;
  readonly onClose: () => void;
}

/** Reads the first bytes of a file, so its content, not its name, decides whether it is an image (domain uploads). */
async function leadingBytes(file: File): Promise<Uint8Array | null> {
  try {
    return new Uint8Array(await file.slice(0, IMAGE_SIGNATURE_BYTES).arrayBuffer());
  } catch {
    return null;
  }
}

/** The preview as a data: URL: the served app's CSP refuses blob: addresses. */
function dataUrlOf(file: File): Promise<string | null> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : null);
    reader.onerror = () => resolve(null);
    reader.readAsDataURL(file);
  });
}

/**
 * Choose one of the built-in avatars or upload a picture (png or jpg, 5 MB: §9). A picked file is checked at once
 * (type, content, size) and the refusal shown under the upload button; a good one is previewed before saving.
 */
export function AvatarDialog(props: AvatarDialogProps) {
  const { t } = useTranslation('ui');
  return (
    <Dialog
      title={t('SecurityCenter.avatar.title')}
      isOpen={props.isOpen}
      onOpenChange={(next) => {
        if (!next) props.onClose();
      }}
    >
      {props.isOpen && <AvatarForm {...props} />}
    </Dialog>
  );
}

function AvatarForm({ current, onSave, isSubmitting = false, errorKey, onClose }: AvatarDialogProps) {
  const { t } = useTranslation('ui');
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [choice, setChoice] = useState<AvatarChoice | null>(
    current.kind === 'preset' ? { kind: 'preset', index: current.index } : null,
  );
  const [refusal, setRefusal] = useState<UploadRefusal | null>(null);
  const [preview, setPreview] = useState<string | null>(null);

  const pick = async (file: File | undefined) => {
    if (!file) return;
    const problem = checkImageFile(file, AVATAR_UPLOAD_LIMITS, await leadingBytes(file));
    setRefusal(problem);
    if (problem !== null) return;
    setChoice({ kind: 'upload', file });
    setPreview(await dataUrlOf(file));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isSubmitting || choice === null) return;
    onSave(choice);
  };

  const chosenIndex = choice?.kind === 'preset' ? choice.index : null;
  return (
    <Form onSubmit={submit} noValidate>
      <AvatarFieldset>
        <legend>{t('SecurityCenter.avatar.builtIn')}</legend>
        <AvatarGrid>
          {Array.from({ length: BUILT_IN_AVATAR_COUNT }, (_, i) => i + 1).map((index) => (
            <AvatarOption key={index} $isChosen={chosenIndex === index}>
              <input
                type="radio"
                name={`${id}-avatar`}
                value={index}
                checked={chosenIndex === index}
                onChange={() => {
                  setChoice({ kind: 'preset', index });
                  setPreview(null);
                }}
                aria-label={t('SecurityCenter.avatar.option', { number: index })}
              />
              <Avatar avatar={{ kind: 'preset', index }} size={48} />
            </AvatarOption>
          ))}
        </AvatarGrid>
      </AvatarFieldset>
      <UploadRow>
        <VisuallyHiddenInput
          ref={fileInput}
          id={`${id}-file`}
          type="file"
          accept={IMAGE_UPLOAD_ACCEPT}
          tabIndex={-1}
          aria-hidden="true"
          onChange={(event) => {
            void pick(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        <Button variant="secondary" onClick={() => fileInput.current?.click()} aria-describedby={`${id}-rule`}>
          {t('SecurityCenter.avatar.upload')}
        </Button>
        {choice?.kind === 'upload' && preview && (
          <Avatar avatar={{ kind: 'picture', src: preview }} size={48} label={t('SecurityCenter.avatar.preview')} />
        )}
      </UploadRow>
      <Text id={`${id}-rule`}>{t('SecurityCenter.avatar.rule', { max: AVATAR_UPLOAD_LIMITS.maxMegabytes })}</Text>
      {refusal && (
        <Refusal role="alert">
          {t(`SecurityCenter.avatar.refusal.${refusal.code.slice('upload.'.length)}`, refusal.params)}
        </Refusal>
      )}
      <ServerError errorKey={errorKey} />
      <Dialog.Footer>
        <Button variant="secondary" onClick={onClose}>
          {t('SecurityCenter.cancel')}
        </Button>
        <Button type="submit" isLoading={isSubmitting} disabled={choice === null}>
          {t('SecurityCenter.avatar.save')}
        </Button>
      </Dialog.Footer>
    </Form>
  );
}
