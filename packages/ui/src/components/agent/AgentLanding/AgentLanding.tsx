import { trimLoginByUsername, validateLoginByUsername } from '@atrium/domain/validation';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../primitives/Button';
import { CaptchaField } from '../../primitives/CaptchaField';
import { Form } from '../../forms/DialogForm.styles';
import { CredentialFields, signInFields, useCredentialValues } from '../../forms/CredentialFields';
import { ServerError } from '../../forms/ServerError';
import { useValidatedForm } from '../../forms/useValidatedForm';
import { useValidationMessage } from '../../forms/validationMessage';
import {
  Benefit,
  Benefits,
  Card,
  CardTitle,
  Footer,
  Headline,
  Hours,
  HoursTitle,
  Intro,
  LanguageBar,
  Main,
  Marketing,
  Page,
  SectionTitle,
} from './AgentLanding.styles';
import { LanguageSelect, type LanguageSelectProps } from '../../layout/LanguageSelect';
import authEnglish from '../../../i18n/locales/en/ui/auth.json';
import { registerPart } from '../../../i18n/registry';

registerPart('auth', authEnglish);

/** The agent login payload (§2 /agent: "an agent login form (no remember-password box)"). */
export interface AgentLoginSubmission {
  /** Trimmed (§5 "Login by username: … inputs trimmed"). */
  readonly username: string;
  readonly password: string;
  /** Only when the captcha is shown. */
  readonly captcha?: string;
}

/** Consultation hours: weekdays 1 (Monday) to 7 (Sunday), times in minutes after midnight, local to the business. */
export interface ConsultationHours {
  readonly firstWeekday: number;
  readonly lastWeekday: number;
  readonly opensAtMinutes: number;
  readonly closesAtMinutes: number;
}

/** §2 /agent "consultation hours Monday-Friday 12:00-21:00". */
export const AGENT_CONSULTATION_HOURS: ConsultationHours = {
  firstWeekday: 1,
  lastWeekday: 5,
  opensAtMinutes: 12 * 60,
  closesAtMinutes: 21 * 60,
};

export interface AgentLandingProps {
  /** The brand's name, for the copyright line. */
  readonly brandName: string;
  /** The copyright year. */
  readonly year: number;
  /** Called with valid, trimmed input; never while `isSubmitting`. */
  readonly onSubmit: (submission: AgentLoginSubmission) => void;
  readonly isSubmitting?: boolean;
  /** The server's refusal, an `errors` key (e.g. `errors:login.nonAgent`, §6 "Agent-only login rejects non-agents"). */
  readonly errorKey?: string | null;
  /** Set when the server demanded a captcha (the image as sent, or null while it loads). */
  readonly captcha?: { readonly imageBase64: string | null } | null;
  /** Loads a new captcha image; called at most once a second. */
  readonly onRefreshCaptcha?: () => void;
  readonly consultationHours?: ConsultationHours;
  /** The clock the captcha throttle reads; `Date.now` by default. */
  readonly clock?: () => number;
  /** The language selector, as the member side offers it (the same control and storage); left out, none. */
  readonly languageSelect?: LanguageSelectProps;
}

/** 1 January 2024 was a Monday: weekday n (1 = Monday … 7 = Sunday) falls on day n of that month. */
const weekdayDate = (weekday: number, minutes = 0) => Date.UTC(2024, 0, weekday, 0, minutes);

/** The days and times, worded by the current language through Intl ("Monday – Friday", "12:00 – 9:00 PM"). */
function formatHours(locale: string, hours: ConsultationHours): { days: string; times: string } {
  const days = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).formatRange(
    weekdayDate(hours.firstWeekday),
    weekdayDate(hours.lastWeekday),
  );
  const times = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).formatRange(
    weekdayDate(1, hours.opensAtMinutes),
    weekdayDate(1, hours.closesAtMinutes),
  );
  return { days, times };
}

const BENEFITS = ['contracts', 'team', 'transfers', 'support'] as const;

/** Spec §2 /agent: marketing text, the agent login form, consultation hours, copyright. */
export function AgentLanding({
  brandName,
  year,
  onSubmit,
  isSubmitting = false,
  errorKey,
  captcha,
  onRefreshCaptcha,
  consultationHours = AGENT_CONSULTATION_HOURS,
  clock,
  languageSelect,
}: AgentLandingProps) {
  const { t, i18n } = useTranslation('ui');
  const message = useValidationMessage();
  const [credentials, setCredential] = useCredentialValues({ username: '', password: '' });
  const [captchaText, setCaptchaText] = useState('');
  const loginTitleId = useId();
  const benefitsTitleId = useId();
  const isCaptchaShown = Boolean(captcha);

  const { ref, errors, submit } = useValidatedForm({
    validate: () => validateLoginByUsername({ ...credentials, captcha: captchaText }, { isCaptchaShown }),
    isBusy: isSubmitting,
    onValid: () => {
      const trimmed = trimLoginByUsername({ ...credentials, captcha: captchaText });
      onSubmit({
        username: trimmed.username,
        password: trimmed.password,
        ...(isCaptchaShown ? { captcha: trimmed.captcha ?? '' } : {}),
      });
    },
  });

  const hours = formatHours(i18n.language, consultationHours);

  return (
    <Page>
      {languageSelect && (
        <LanguageBar>
          <LanguageSelect {...languageSelect} />
        </LanguageBar>
      )}
      <Main>
        <Marketing>
          <Headline>{t('AgentLanding.headline')}</Headline>
          <Intro>{t('AgentLanding.intro')}</Intro>
          <section aria-labelledby={benefitsTitleId}>
            <SectionTitle id={benefitsTitleId}>{t('AgentLanding.benefitsTitle')}</SectionTitle>
            <Benefits>
              {BENEFITS.map((benefit) => (
                <Benefit key={benefit}>{t(`AgentLanding.benefit.${benefit}`)}</Benefit>
              ))}
            </Benefits>
          </section>
        </Marketing>
        <Card aria-labelledby={loginTitleId}>
          <CardTitle id={loginTitleId}>{t('AgentLanding.loginTitle')}</CardTitle>
          <Form ref={ref} onSubmit={submit} noValidate>
            <CredentialFields
              fields={signInFields({ username: t('AgentLanding.username'), password: t('AgentLanding.password') })}
              values={credentials}
              onChange={setCredential}
              errors={errors}
            />
            {isCaptchaShown && (
              <CaptchaField
                value={captchaText}
                onChange={setCaptchaText}
                imageBase64={captcha?.imageBase64 ?? null}
                onRefresh={() => onRefreshCaptcha?.()}
                error={message(errors.captcha)}
                clock={clock}
              />
            )}
            <ServerError errorKey={errorKey} />
            <Button type="submit" isLoading={isSubmitting}>
              {t('AgentLanding.submit')}
            </Button>
          </Form>
          <Hours>
            <HoursTitle>{t('AgentLanding.hoursTitle')}</HoursTitle>
            <p>{t('AgentLanding.hours', hours)}</p>
          </Hours>
        </Card>
      </Main>
      <Footer>
        <small>{t('AgentLanding.copyright', { year, brand: brandName })}</small>
      </Footer>
    </Page>
  );
}
