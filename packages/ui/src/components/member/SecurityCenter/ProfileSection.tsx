import { profileChanges, validateProfile, type ProfileField, type ProfileFieldName } from '@atrium/domain/account';
import { hasErrors, type FormErrors } from '@atrium/domain/validation';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../primitives/Button';
import { ErrorState } from '../../primitives/ErrorState';
import { Skeleton } from '../../primitives/Skeleton';
import { TextField } from '../../primitives/TextField';
import { ServerError } from '../../auth/shared/ServerError';
import { useFocusFirstInvalid } from '../../auth/shared/useFocusFirstInvalid';
import { useValidationMessage } from '../../auth/shared/validationMessage';
import { Panel, PanelActions, PanelText, PanelTitle } from '../MemberCentre/MemberCentre.styles';
import { Fields, Locked, LockedLabel, ProfileForm, Saved } from './SecurityCenter.styles';
import type { Loadable } from './types';
import accountEnglish from '../../../i18n/locales/en/ui/account.json';
import memberEnglish from '../../../i18n/locales/en/ui/member.json';
import { registerEnglishPart } from '../../../i18n/registry';

registerEnglishPart(memberEnglish);
registerEnglishPart(accountEnglish);

export type ProfileDraft = Partial<Record<ProfileFieldName, string>>;

export interface ProfileSectionProps {
  /** The fields the server enables, in its order (`@atrium/api/account` getProfile). */
  readonly profile: Loadable<readonly ProfileField[]>;
  /** Called with the changed fields only, when they are valid; never while `isSaving`. */
  readonly onSave: (changes: ProfileDraft) => void;
  readonly isSaving?: boolean;
  /** The server's refusal, an `errors` key; what the member typed stays. */
  readonly errorKey?: string | null;
  /** The last save went through. */
  readonly isSaved?: boolean;
}

const INPUT_TYPE: Partial<Record<ProfileFieldName, 'text' | 'tel'>> = { whatsapp: 'tel', qqNum: 'tel', zalo: 'tel' };

/**
 * §3 profile fields: the ones the server enables, editable unless it locks them (then shown as text), each checked
 * with its rule (§5) with the message under the field, saved together. Only changed fields are sent.
 */
export function ProfileSection({ profile, onSave, isSaving = false, errorKey, isSaved = false }: ProfileSectionProps) {
  const { t } = useTranslation('ui');
  const message = useValidationMessage();
  const [draft, setDraft] = useState<ProfileDraft>({});
  const [hasTried, setHasTried] = useState(false);
  const { ref, requestFocus } = useFocusFirstInvalid<HTMLFormElement>();
  const fields = profile.status === 'ready' ? profile.data : [];
  const errors: FormErrors<ProfileFieldName> = hasTried ? validateProfile(fields, draft) : {};
  const changes = profileChanges(fields, draft);
  const hasChanges = Object.keys(changes).length > 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isSaving) return;
    setHasTried(true);
    if (hasErrors(validateProfile(fields, draft))) {
      requestFocus();
      return;
    }
    if (hasChanges) onSave(changes);
  };

  return (
    <Panel aria-labelledby="member-profile-title" aria-busy={profile.status === 'loading' || undefined}>
      <PanelTitle id="member-profile-title">{t('SecurityCenter.profile.title')}</PanelTitle>
      {profile.status === 'error' ? (
        <ErrorState onRetry={profile.onRetry} isRetrying={profile.isRetrying ?? false} />
      ) : profile.status === 'loading' ? (
        <Skeleton variant="text" lines={4} />
      ) : fields.length === 0 ? (
        <PanelText>{t('SecurityCenter.profile.none')}</PanelText>
      ) : (
        <ProfileForm ref={ref} onSubmit={submit} noValidate aria-labelledby="member-profile-title">
          <Fields>
            {fields.map((field) => {
              const label = t(`SecurityCenter.profile.field.${field.name}`);
              if (!field.editable) {
                return (
                  <Locked key={field.name}>
                    <LockedLabel>{label}</LockedLabel>
                    <span>{field.value ?? t('MemberCentre.details.none')}</span>
                    <LockedLabel>{t('SecurityCenter.profile.locked')}</LockedLabel>
                  </Locked>
                );
              }
              const hint = field.name === 'birthday' ? t('SecurityCenter.profile.birthdayHint') : undefined;
              return (
                <TextField
                  key={field.name}
                  name={field.name}
                  label={label}
                  type={INPUT_TYPE[field.name] ?? 'text'}
                  value={draft[field.name] ?? field.value ?? ''}
                  onChange={(event) => setDraft((current) => ({ ...current, [field.name]: event.target.value }))}
                  isRequired={field.rule.required}
                  error={message(errors[field.name])}
                  {...(hint ? { hint } : {})}
                  dir={field.name === 'birthday' ? 'ltr' : undefined}
                />
              );
            })}
          </Fields>
          <ServerError errorKey={errorKey} />
          {isSaved && !hasChanges && <Saved role="status">{t('SecurityCenter.profile.saved')}</Saved>}
          <PanelActions>
            <Button type="submit" isLoading={isSaving}>
              {t('SecurityCenter.profile.save')}
            </Button>
          </PanelActions>
        </ProfileForm>
      )}
    </Panel>
  );
}
