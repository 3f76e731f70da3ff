import { Button } from '../primitives/Button';
import { TextField } from '../primitives/TextField';
import { Actions } from './MoneyPanel.styles';

export interface AmountFieldProps {
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  /** The limits or the balance the amount is checked against, said under the field. */
  readonly hint?: string;
  /** The domain's verdict, already translated. */
  readonly error?: string;
  /** Money takes decimals; points are whole. */
  readonly inputMode?: 'decimal' | 'numeric';
  /** Fills in the most the member may move; no button without it (nothing to move, or no such rule). */
  readonly onAll?: (() => void) | undefined;
  readonly allLabel?: string;
  readonly isDisabled?: boolean;
}

/**
 * The amount of a money move (transfer, withdrawal, points): typed on a phone's number pad, never completed by the
 * browser, with the limits under it and, where the platform has one, the "all" button that fills in the most.
 */
export function AmountField({
  label,
  value,
  onChange,
  hint,
  error,
  inputMode = 'decimal',
  onAll,
  allLabel,
  isDisabled,
}: AmountFieldProps) {
  return (
    <>
      <TextField
        label={label}
        inputMode={inputMode}
        autoComplete="off"
        isRequired
        value={value}
        onChange={(event) => onChange(event.target.value)}
        hint={hint}
        error={error}
        isDisabled={isDisabled}
      />
      {onAll && allLabel && (
        <Actions>
          <Button variant="secondary" onClick={onAll}>
            {allLabel}
          </Button>
        </Actions>
      )}
    </>
  );
}
