import { IMAGE_UPLOAD_LIMITS, type UploadRefusalCode } from '@atrium/domain/uploads';
import { ACTIVITY_APPLICATION_LIMITS, charCount } from '@atrium/domain/validation';
import { useContext, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import promotionsEnglish from '../../../i18n/locales/en/ui/promotions.json';
import { registerPart } from '../../../i18n/registry';
import { Button } from '../../primitives/Button';
import { FormActions } from '../../forms/FormActions';
import { FormsOfflineContext } from '../../forms/offlineContext';
import { CloseIcon } from '../../primitives/Icon';
import { IconButton } from '../../primitives/IconButton';
import { TextField } from '../../primitives/TextField';
import { ErrorMessage } from '../../primitives/TextField/TextField.styles';
import { Text } from '../../rewards/shared/Activity.styles';
import { useImagePicker, type PickedImage } from '../../primitives/shared/imagePicker';
import { Form } from '../../rewards/shared/Application.styles';
import { FieldSet, ImageGrid, Row, SectionTitle, VisuallyHidden } from '../shared/Promotions.styles';
import type { PromotionApplySubmission } from '../types';

registerPart('promotions', promotionsEnglish);

export interface PromotionApplyProps {
  readonly onSubmit: (submission: PromotionApplySubmission) => void;
  readonly onCancel: () => void;
  readonly isSubmitting?: boolean;
  /**
   * The platform's refusal: its code and its `errors:` message key. A refusal of the remark or of the images is said
   * under that field (with this form's own words), any other below the form. The form keeps what was typed and picked.
   */
  readonly refusal?: PromotionRefusal | null;
}

export interface PromotionRefusal {
  readonly code: string | null;
  readonly messageKey: string;
}

/** The platform's refusal codes of an application (§5, §9 limits) and the field each concerns. */
const FIELD_OF_CODE: Readonly<Record<string, { readonly field: 'remark' | 'images'; readonly key: string }>> = {
  'promotion.remark.length': { field: 'remark', key: 'Promotions.form.remarkTooLong' },
  'promotion.image.type': { field: 'images', key: 'Promotions.form.error.serverType' },
  'promotion.image.size': { field: 'images', key: 'Promotions.form.error.serverSize' },
  'promotion.image.count': { field: 'images', key: 'Promotions.form.error.serverCount' },
};

const REFUSAL_KEYS: Readonly<Record<UploadRefusalCode, string>> = {
  'upload.tooMany': 'Promotions.form.error.tooMany',
  'upload.type': 'Promotions.form.error.type',
  'upload.tooLarge': 'Promotions.form.error.tooLarge',
  'upload.empty': 'Promotions.form.error.empty',
  'upload.content': 'Promotions.form.error.content',
};

/**
 * §5 activity application, §9 uploads: a remark of at most 140 characters with a live count, and up to 3 png or jpg
 * images of 5 MB (the domain's upload rules: type, first bytes, size), each previewed with a button to remove it and
 * each refusal said under the images. Nothing is sent while a rule is broken; a refusal keeps the form as it was.
 */
export function PromotionApply({ onSubmit, onCancel, isSubmitting = false, refusal = null }: PromotionApplyProps) {
  const { t } = useTranslation('ui');
  const refusalsId = useId();
  const [remark, setRemark] = useState('');
  const [isTooLong, setTooLong] = useState(false);
  const isOffline = useContext(FormsOfflineContext);
  const [images, setImages] = useState<readonly PickedImage[]>([]);
  const max = ACTIVITY_APPLICATION_LIMITS.remarkMaxChars;
  const refused = refusal?.code ? FIELD_OF_CODE[refusal.code] : undefined;
  const remarkError = refused?.field === 'remark' ? t(refused.key, { max }) : null;
  const imagesError = refused?.field === 'images' ? t(refused.key) : null;
  const errorMessage = refusal && !refused ? t(refusal.messageKey) : null;
  const limits = IMAGE_UPLOAD_LIMITS;
  const { refusals, isFull, openPicker, remove, inputProps } = useImagePicker(images, setImages, limits);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const tooLong = charCount(remark) > max;
    setTooLong(tooLong);
    // The disabled button is not the only way to submit (requestSubmit): offline nothing is sent.
    if (tooLong || isOffline) return;
    onSubmit({ remark, files: images.map((i) => i.file) });
  };

  const imageErrors = [
    ...refusals.map((refusal) => t(REFUSAL_KEYS[refusal.code], refusal.params)),
    ...(imagesError && refusals.length === 0 ? [imagesError] : []),
  ];

  return (
    <Form noValidate onSubmit={submit}>
      <SectionTitle>{t('Promotions.form.title')}</SectionTitle>
      <TextField
        label={t('Promotions.form.remark')}
        autoComplete="off"
        value={remark}
        onChange={(event) => {
          setRemark(event.target.value);
          setTooLong(false);
        }}
        hint={t('Promotions.form.remarkCount', { count: charCount(remark), max })}
        error={isTooLong ? t('Promotions.form.remarkTooLong', { max }) : (remarkError ?? undefined)}
      />
      <FieldSet aria-describedby={imageErrors.length > 0 ? refusalsId : undefined}>
        <legend>{t('Promotions.form.images')}</legend>
        <Text>{t('Promotions.form.imagesHint', { max: limits.maxFiles, size: limits.maxMegabytes })}</Text>
        {images.length > 0 && (
          <ImageGrid>
            {images.map((image, index) => (
              <li key={`${index}-${image.file.name}`}>
                <img src={image.url} alt={t('Promotions.form.preview', { name: image.file.name })} />
                <IconButton
                  label={t('Promotions.form.remove', { name: image.file.name })}
                  icon={<CloseIcon />}
                  disabled={isSubmitting}
                  onClick={() => remove(image)}
                />
              </li>
            ))}
          </ImageGrid>
        )}
        <VisuallyHidden {...inputProps} aria-label={t('Promotions.form.addImages')} disabled={isSubmitting} />
        <Row>
          <Button variant="secondary" onClick={openPicker} disabled={isSubmitting || isFull}>
            {t('Promotions.form.addImages')}
          </Button>
        </Row>
        <div id={refusalsId} role="alert">
          {imageErrors.map((message, index) => (
            <ErrorMessage key={`${index}-${message}`}>{message}</ErrorMessage>
          ))}
        </div>
      </FieldSet>
      <FormActions
        submitLabel={t('Promotions.form.submit')}
        isSubmitting={isSubmitting}
        failure={errorMessage}
        cancelLabel={t('Promotions.form.cancel')}
        onCancel={onCancel}
        isInDialog
      />
    </Form>
  );
}
