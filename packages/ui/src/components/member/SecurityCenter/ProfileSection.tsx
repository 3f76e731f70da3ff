import {
  lockingChanges,
  profileChanges,
  validateProfile,
  type ProfileField,
  type ProfileFieldName,
} from '@atrium/domain/account';
import { DEFAULT_MINIMUM_AGE, hasErrors, type FormErrors } from '@atrium/domain/validation';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../primitives/Button';
import { Dialog } from '../../primitives/Dialog';
import { Text } from '../../forms/DialogForm.styles';
import { ErrorState } from '../../primitives/ErrorState';
import { Skeleton } from '../../primitives/Skeleton';
import { TextField } from '../../primitives/TextField';
import { ServerError } from '../../forms/ServerError';
import { useFocusFirstInvalid } from '../../forms/useFocusFirstInvalid';
import { useValidationMessage } from '../../forms/validationMessage';
import { Panel, PanelActions, PanelText, PanelTitle } from '../MemberCentre/MemberCentre.styles';
import { Fields, Locked, LockedLabel, ProfileForm, Saved } from './SecurityCenter.styles';
import type { Loadable } from './types';
import accountEnglish from '../../../i18n/locales/en/ui/account.json';
import memberEnglish from '../../../i18n/locales/en/ui/member.json';
import { registerPart } from '../../../i18n/registry';

registerPart('member', memberEnglish);
registerPart('account', accountEnglish);

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
  /** §5/§9 "Age: 18 (parameter; 21 in one message and the birthday check)": the brand's minimum age, 18 by default. */
  readonly minimumAge?: number;
  /** Epoch ms of "today" for the birthday check; the clock when left out (stories pass a fixed day). */
  readonly now?: number;
}

const INPUT_TYPE: Partial<Record<ProfileFieldName, 'text' | 'tel'>> = { whatsapp: 'tel', qqNum: 'tel', zalo: 'tel' };

/**
 * §3 profile fields: the ones the server enables, editable unless it locks them (then shown as text), each checked
 * with its rule (§5) with the message under the field, saved together. Only changed fields are sent.
 */
export function ProfileSection({
  profile,
  onSave,
  isSaving = false,
  errorKey,
  isSaved = false,
  minimumAge = DEFAULT_MINIMUM_AGE,
  now,
}: ProfileSectionProps) {
  const { t } = useTranslation('ui');
  const message = useValidationMessage();
  const [draft, setDraft] = useState<ProfileDraft>({});
  // When the member last pressed Save (epoch ms): the birthday is checked against that day; null before any try.
  const [triedAt, setTriedAt] = useState<number | null>(null);
  // The changes waiting for the member to confirm the values that lock once saved.
  const [toConfirm, setToConfirm] = useState<ProfileDraft | null>(null);
  const { ref, requestFocus } = useFocusFirstInvalid<HTMLFormElement>();
  const fields = profile.status === 'ready' ? profile.data : [];
  // Today is the member's calendar day (validation/age.ts).
  const ageOn = (at: number) => ({ now: at, minimumAge, utcOffsetMinutes: -new Date(at).getTimezoneOffset() });
  const errors: FormErrors<ProfileFieldName> = triedAt !== null ? validateProfile(fields, draft, ageOn(triedAt)) : {};
  const changes = profileChanges(fields, draft);
  const hasChanges = Object.keys(changes).length > 0;
  const locking = toConfirm ? lockingChanges(fields, toConfirm) : [];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isSaving) return;
    const at = now ?? Date.now();
    setTriedAt(at);
    if (hasErrors(validateProfile(fields, draft, ageOn(at)))) {
      requestFocus();
      return;
    }
    if (!hasChanges) return;
    // A value the platform locks once saved is named and confirmed first: it cannot be changed afterwards.
    if (lockingChanges(fields, changes).length > 0) setToConfirm(changes);
    else onSave(changes);
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
      <Dialog
        title={t('SecurityCenter.profile.lock.title')}
        isOpen={toConfirm !== null}
        onOpenChange={(next) => {
          if (!next) setToConfirm(null);
        }}
      >
        {locking.map((name) => (
          <Text key={name}>
            <strong>
              {t('SecurityCenter.profile.lock.value', {
                field: t(`SecurityCenter.profile.field.${name}`),
                value: toConfirm?.[name] ?? '',
              })}
            </strong>
          </Text>
        ))}
        <Text>{t('SecurityCenter.profile.lock.text')}</Text>
        <Dialog.Footer>
          <Button variant="secondary" onClick={() => setToConfirm(null)}>
            {t('SecurityCenter.profile.lock.back')}
          </Button>
          <Button
            onClick={() => {
              if (toConfirm) onSave(toConfirm);
              setToConfirm(null);
            }}
          >
            {t('SecurityCenter.profile.lock.confirm')}
          </Button>
        </Dialog.Footer>
      </Dialog>
    </Panel>
  );
}
