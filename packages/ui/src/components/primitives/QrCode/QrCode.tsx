import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import { Frame } from './QrCode.styles';

/** Spec §9 "QR code defaults: size 800, margin 20, correction level M". */
export const QR_DEFAULTS = { size: 800, margin: 20, level: 'M' } as const;

/*
 * A QR code is read by cameras, not by people: its modules must be dark on a light quiet zone in every theme and
 * brand (inverted codes fail on many scanners), so these two colours are fixed on purpose, not theme tokens.
 */
const QR_DARK = '#000000';
const QR_LIGHT = '#ffffff';

export interface QrCodeProps {
  /** What the code encodes (a download link, a referral link…). */
  readonly value: string;
  /** What the code is for, already translated (e.g. "iOS app download"); "QR code" by default. */
  readonly label?: string;
  /** Drawing size in pixels; the code is scaled down by CSS to the room it has. */
  readonly size?: number;
  /** The light margin around the code, in pixels of `size` (spec: 20 of 800). */
  readonly margin?: number;
  readonly level?: 'L' | 'M' | 'Q' | 'H';
  /** Largest width on screen. */
  readonly displaySize?: 'sm' | 'md' | 'lg';
}

/**
 * A QR code (qrcode.react) with the spec's defaults. qrcode.react counts its margin in modules, so the spec's pixel
 * margin is drawn here: the code sits inside a light square `size` wide, `margin` pixels from each edge.
 */
export function QrCode({
  value,
  label,
  size = QR_DEFAULTS.size,
  margin = QR_DEFAULTS.margin,
  level = QR_DEFAULTS.level,
  displaySize = 'md',
}: QrCodeProps) {
  const { t } = useTranslation('ui');
  const inner = Math.max(1, size - 2 * margin);
  return (
    <Frame
      role="img"
      aria-label={label ?? t('QrCode.label')}
      viewBox={`0 0 ${size} ${size}`}
      width={size}
      height={size}
      $displaySize={displaySize}
    >
      <rect width={size} height={size} fill={QR_LIGHT} />
      <QRCodeSVG
        aria-hidden="true"
        value={value}
        x={margin}
        y={margin}
        size={inner}
        level={level}
        marginSize={0}
        bgColor={QR_LIGHT}
        fgColor={QR_DARK}
      />
    </Frame>
  );
}
