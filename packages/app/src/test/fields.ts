import { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/** A form field by its label; a required field's label also holds its (hidden) marker. */
export const field = (scope: HTMLElement, label: string | RegExp) =>
  within(scope).getByLabelText(
    typeof label === 'string' ? new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\*?$`) : label,
    { selector: 'input' },
  );

/** Types `text` into the field labelled `label` inside `scope`, as a user does. */
export const typeInto = async (scope: HTMLElement, label: string | RegExp, text: string) =>
  userEvent.type(field(scope, label), text);
