import { within, type screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/** Where a field is looked for: an element, or queries already bound to one (`screen`, `within(dialog)`). */
export type FieldScope = HTMLElement | Pick<typeof screen, 'getByLabelText'>;

/** A form field by its label; a required field's label also holds its (hidden) marker. */
export const field = (scope: FieldScope, label: string | RegExp) =>
  (scope instanceof HTMLElement ? within(scope) : scope).getByLabelText(
    typeof label === 'string' ? new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\*?$`) : label,
    { selector: 'input' },
  );

/** Types `text` into the field labelled `label` inside `scope`, as a user does. */
export const typeInto = async (scope: FieldScope, label: string | RegExp, text: string) =>
  userEvent.type(field(scope, label), text);
