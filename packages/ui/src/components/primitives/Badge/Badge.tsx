import { VisuallyHidden } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { StyledBadge } from './Badge.styles';

export interface BadgeProps {
  /** How many there are (unread messages, available promotions…). Nothing shows at 0. */
  readonly count: number;
  /** Above this the badge shows "{{max}}+". */
  readonly max?: number;
  /** What is counted, already translated (e.g. "Unread messages"); read before the number. */
  readonly label?: string;
}

/** A small count: hidden at 0, capped at "99+", and read out with what it counts. */
export function Badge({ count, max = 99, label }: BadgeProps) {
  const { t } = useTranslation('ui');
  if (!Number.isFinite(count) || count <= 0) return null;
  const whole = Math.floor(count);
  const isOverMax = whole > max;
  const shown = isOverMax ? t('Badge.cap', { max }) : String(whole);
  const spoken = isOverMax
    ? label
      ? t('Badge.labelledOverMax', { label, max })
      : t('Badge.countOverMax', { max })
    : label
      ? t('Badge.labelled', { label, value: whole })
      : t('Badge.count', { value: whole });
  return (
    <StyledBadge>
      <span aria-hidden="true">{shown}</span>
      <VisuallyHidden.Root>{spoken}</VisuallyHidden.Root>
    </StyledBadge>
  );
}
