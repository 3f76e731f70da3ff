import { useId } from 'react';
import { ErrorMessage, FieldRoot, RequiredMark } from '../TextField/TextField.styles';
import { GroupLabel, Option, OptionLabel, Radio, Root } from './RadioGroup.styles';

export interface RadioOption {
  readonly value: string;
  /** The option's text (already translated). */
  readonly label: string;
  readonly isDisabled?: boolean;
}

export interface RadioGroupProps {
  /** The group's visible label (already translated). */
  readonly label: string;
  readonly options: readonly RadioOption[];
  /** Controlled value; leave undefined (with `defaultValue`) for an uncontrolled group. */
  readonly value?: string;
  readonly defaultValue?: string;
  readonly onValueChange?: (value: string) => void;
  readonly orientation?: 'horizontal' | 'vertical';
  /** The validation message (already translated): shown under the group, which is then marked invalid. */
  readonly error?: string;
  readonly isRequired?: boolean;
  readonly isDisabled?: boolean;
  readonly name?: string;
}

/** A labelled set of mutually exclusive options on Radix RadioGroup (arrow keys move and choose, also in RTL). */
export function RadioGroup({
  label,
  options,
  value,
  defaultValue,
  onValueChange,
  orientation = 'vertical',
  error,
  isRequired = false,
  isDisabled = false,
  name,
}: RadioGroupProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  return (
    <FieldRoot>
      <GroupLabel id={labelId}>
        {label}
        {isRequired && <RequiredMark aria-hidden="true">*</RequiredMark>}
      </GroupLabel>
      <Root
        value={value}
        defaultValue={defaultValue}
        onValueChange={onValueChange}
        orientation={orientation}
        disabled={isDisabled}
        required={isRequired}
        name={name}
        aria-labelledby={labelId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      >
        {options.map((option) => {
          const optionId = `${id}-${option.value}`;
          return (
            <Option key={option.value}>
              <Radio id={optionId} value={option.value} disabled={option.isDisabled} $isInvalid={Boolean(error)} />
              <OptionLabel htmlFor={optionId}>{option.label}</OptionLabel>
            </Option>
          );
        })}
      </Root>
      {error && <ErrorMessage id={errorId}>{error}</ErrorMessage>}
    </FieldRoot>
  );
}
