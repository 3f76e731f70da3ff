import { CAPTCHA_REFRESH_THROTTLE_MS, mayAct } from '@atrium/domain/format';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '../Skeleton';
import { ErrorText, Field, ImageBox, Input, Label, RefreshButton, RefreshIcon, Row } from './CaptchaField.styles';

export interface CaptchaFieldProps {
  readonly value: string;
  readonly onChange: (value: string) => void;
  /** The captcha as the server sends it: a bare base64 PNG (a `data:image/png;base64,` prefix is accepted). */
  readonly imageBase64: string | null;
  /** Asks for a new image; called at most once a second (spec §4, §9). */
  readonly onRefresh: () => void;
  /** The field's message, already translated (e.g. errors:captcha.invalid). */
  readonly error?: string;
  /** The clock the refresh throttle reads; `Date.now` by default. */
  readonly clock?: () => number;
  /** The field's name for forms. */
  readonly name?: string;
}

const PNG_PREFIX = 'data:image/png;base64,';
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/** The image source for a server captcha, or null when the value is not base64 (never any other URL). */
function captchaSource(raw: string | null): string | null {
  if (!raw) return null;
  const body = (raw.startsWith(PNG_PREFIX) ? raw.slice(PNG_PREFIX.length) : raw).replace(/\s+/g, '');
  return BASE64.test(body) ? `${PNG_PREFIX}${body}` : null;
}

/** The captcha text field with its image and a refresh button throttled by the domain's `mayAct`. */
export function CaptchaField({
  value,
  onChange,
  imageBase64,
  onRefresh,
  error,
  clock = Date.now,
  name = 'captcha',
}: CaptchaFieldProps) {
  const { t } = useTranslation('ui');
  const id = useId();
  const lastRefresh = useRef<number | null>(null);
  const source = captchaSource(imageBase64);

  const refresh = () => {
    const now = clock();
    if (!mayAct(lastRefresh.current, now, CAPTCHA_REFRESH_THROTTLE_MS)) return;
    lastRefresh.current = now;
    onRefresh();
  };

  return (
    <Field>
      <Label htmlFor={`${id}-input`}>{t('CaptchaField.label')}</Label>
      <Row>
        <Input
          id={`${id}-input`}
          name={name}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          autoComplete="off"
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          $hasError={Boolean(error)}
        />
        <ImageBox>
          {source ? (
            <img src={source} alt={t('CaptchaField.image')} />
          ) : (
            <Skeleton variant="block" aspectRatio="5 / 2" />
          )}
        </ImageBox>
        <RefreshButton type="button" onClick={refresh} aria-label={t('CaptchaField.refresh')}>
          <RefreshIcon aria-hidden="true" viewBox="0 0 24 24" focusable="false">
            <path d="M20 11a8 8 0 1 0-2.3 5.7" />
            <path d="M20 4v7h-7" />
          </RefreshIcon>
        </RefreshButton>
      </Row>
      {error && <ErrorText id={`${id}-error`}>{error}</ErrorText>}
    </Field>
  );
}
