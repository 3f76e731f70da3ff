import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Select as RadixSelect } from 'radix-ui';
import { CheckIcon, ChevronDownIcon } from '../Icon';
import { ErrorMessage, FieldRoot, Hint, Label, RequiredMark } from '../TextField/TextField.styles';
import { Content, Indicator, Item, Trigger, Value, Viewport } from './Select.styles';

export interface SelectOption {
  readonly value: string;
  /** The option's text (already translated). */
  readonly label: string;
  readonly isDisabled?: boolean;
}

export interface SelectProps {
  /** The visible label (already translated). */
  readonly label: string;
  readonly options: readonly SelectOption[];
  /** Controlled value; leave undefined (with `defaultValue`) for an uncontrolled select. */
  readonly value?: string;
  readonly defaultValue?: string;
  readonly onValueChange?: (value: string) => void;
  /** Text shown while nothing is chosen; a generic one by default. */
  readonly placeholder?: string;
  readonly hint?: string;
  /** The validation message (already translated): shown under the field, which is then marked invalid. */
  readonly error?: string;
  readonly isRequired?: boolean;
  readonly isDisabled?: boolean;
  /** Form field name (Radix renders a native select for form submission). */
  readonly name?: string;
}

/** A labelled single-choice list on Radix Select (keyboard, typeahead, screen-reader support included). */
export function Select({
  label,
  options,
  value,
  defaultValue,
  onValueChange,
  placeholder,
  hint,
  error,
  isRequired = false,
  isDisabled = false,
  name,
}: SelectProps) {
  const { t } = useTranslation('ui');
  const id = useId();
  const triggerId = `${id}-trigger`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : undefined, error ? errorId : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <FieldRoot>
      <Label htmlFor={triggerId}>
        {label}
        {isRequired && <RequiredMark aria-hidden="true">*</RequiredMark>}
      </Label>
      <RadixSelect.Root
        value={value}
        defaultValue={defaultValue}
        onValueChange={onValueChange}
        disabled={isDisabled}
        required={isRequired}
        name={name}
      >
        <Trigger
          id={triggerId}
          $isInvalid={Boolean(error)}
          aria-invalid={error ? true : undefined}
          aria-required={isRequired || undefined}
          aria-describedby={describedBy}
        >
          <Value>
            <RadixSelect.Value placeholder={placeholder ?? t('Select.placeholder')} />
          </Value>
          <RadixSelect.Icon>
            <ChevronDownIcon />
          </RadixSelect.Icon>
        </Trigger>
        <RadixSelect.Portal>
          <Content position="popper" sideOffset={4}>
            <Viewport>
              {options.map((option) => (
                <Item key={option.value} value={option.value} disabled={option.isDisabled}>
                  <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
                  <Indicator>
                    <CheckIcon />
                  </Indicator>
                </Item>
              ))}
            </Viewport>
          </Content>
        </RadixSelect.Portal>
      </RadixSelect.Root>
      {hint && <Hint id={hintId}>{hint}</Hint>}
      {error && <ErrorMessage id={errorId}>{error}</ErrorMessage>}
    </FieldRoot>
  );
}
