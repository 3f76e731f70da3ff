import { useState } from 'react';

/** One typed field of a form and the domain's verdict on it (an error code, never a message). */
export interface FieldEntry<Error extends string> {
  readonly value: string;
  readonly error: Error | null;
  /** The member typed: the new value, and the error goes (they are correcting it). */
  readonly change: (value: string) => void;
  /** Shows the domain's verdict after a submit (null: it passed). */
  readonly setError: (error: Error | null) => void;
  /** Empties the field and its error (after a result: nothing typed outlives it). */
  readonly clear: () => void;
}

/** The state of one field every money form repeats: its text and the error code the domain's check gave it. */
export function useFieldEntry<Error extends string>(initial = ''): FieldEntry<Error> {
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<Error | null>(null);
  return {
    value,
    error,
    change: (next) => {
      setValue(next);
      setError(null);
    },
    setError,
    clear: () => {
      setValue('');
      setError(null);
    },
  };
}
