import { useId, type ReactNode } from 'react';
import { Checkbox as RadixCheckbox } from 'radix-ui';
import { CheckIcon } from '../Icon';
import { ErrorMessage, FieldRoot, RequiredMark } from '../TextField/TextField.styles';
import { Box, CheckLabel, Row } from './Checkbox.styles';

export interface CheckboxProps {
  /** The visible label (already translated); may hold a link, e.g. to the terms. */
  readonly label: ReactNode;
  /** Controlled state; leave undefined (with `isDefaultChecked`) for an uncontrolled checkbox. */
  readonly isChecked?: boolean;
  readonly isDefaultChecked?: boolean;
  readonly onCheckedChange?: (isChecked: boolean) => void;
  /** The validation message (already translated): shown under the checkbox, which is then marked invalid. */
  readonly error?: string;
  readonly isRequired?: boolean;
  readonly isDisabled?: boolean;
  readonly name?: string;
  readonly value?: string;
}

/** A labelled checkbox on Radix Checkbox, with a 44 px touch target. */
export function Checkbox({
  label,
  isChecked,
  isDefaultChecked,
  onCheckedChange,
  error,
  isRequired = false,
  isDisabled = false,
  name,
  value,
}: CheckboxProps) {
  const id = useId();
  const boxId = `${id}-checkbox`;
  const errorId = `${id}-error`;
  return (
    <FieldRoot>
      <Row>
        <Box
          id={boxId}
          checked={isChecked}
          defaultChecked={isDefaultChecked}
          onCheckedChange={(state) => onCheckedChange?.(state === true)}
          disabled={isDisabled}
          required={isRequired}
          name={name}
          value={value}
          $isInvalid={Boolean(error)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        >
          <span>
            <RadixCheckbox.Indicator>
              <CheckIcon />
            </RadixCheckbox.Indicator>
          </span>
        </Box>
        <CheckLabel htmlFor={boxId}>
          {label}
          {isRequired && <RequiredMark aria-hidden="true">*</RequiredMark>}
        </CheckLabel>
      </Row>
      {error && <ErrorMessage id={errorId}>{error}</ErrorMessage>}
    </FieldRoot>
  );
}
