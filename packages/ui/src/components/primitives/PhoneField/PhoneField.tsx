import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { RequiredMark } from '../TextField/TextField.styles';
import { ErrorText, Field, Input, Label, Row, Select, SelectBox } from './PhoneField.styles';

/** A region the platform accepts numbers from (the api's country list: ISO code, dialing code without "+"). */
export interface PhoneCountry {
  readonly code: string;
  readonly dialingCode: string;
  readonly name: string;
}

export interface PhoneFieldProps {
  readonly countries: readonly PhoneCountry[];
  /** ISO code of the chosen region. */
  readonly countryCode: string;
  readonly onCountryChange: (countryCode: string) => void;
  /** The national number as typed. */
  readonly value: string;
  readonly onChange: (value: string) => void;
  /** The field's label, already translated; "Mobile number" by default. */
  readonly label?: string;
  /** The field's message, already translated (e.g. errors:phone.invalid). */
  readonly error?: string;
  readonly name?: string;
  /** Shows the required marker and tells assistive technology, as TextField does; validation is the caller's. */
  readonly isRequired?: boolean;
}

/**
 * A mobile number: the country dialing code and the national number. The code is a native select: the phone's own
 * picker, searchable by typing, with nothing to re-implement (Radix Select would add a custom listbox for no gain).
 */
export function PhoneField({
  countries,
  countryCode,
  onCountryChange,
  value,
  onChange,
  label,
  error,
  name = 'mobileNum',
  isRequired = false,
}: PhoneFieldProps) {
  const { t } = useTranslation('ui');
  const id = useId();
  return (
    <Field role="group" aria-labelledby={`${id}-label`}>
      <Label id={`${id}-label`} htmlFor={`${id}-number`}>
        {label ?? t('PhoneField.label')}
        {isRequired && <RequiredMark aria-hidden="true">*</RequiredMark>}
      </Label>
      <Row>
        <SelectBox>
          <Select
            aria-label={t('PhoneField.country')}
            value={countryCode}
            onChange={(event) => onCountryChange(event.target.value)}
            autoComplete="tel-country-code"
          >
            {countries.map((country) => (
              <option key={country.code} value={country.code}>
                {t('PhoneField.option', { dialingCode: country.dialingCode, name: country.name })}
              </option>
            ))}
          </Select>
        </SelectBox>
        <Input
          id={`${id}-number`}
          name={name}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          dir="ltr"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-required={isRequired || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          $hasError={Boolean(error)}
        />
      </Row>
      {error && <ErrorText id={`${id}-error`}>{error}</ErrorText>}
    </Field>
  );
}
