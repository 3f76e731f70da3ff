import { useMemo, useState, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { contrastRatio } from '../../../theme/contrast';
import {
  colorOf,
  CONTRAST_PAIRS,
  toCustomProperties,
  type Brand,
  type ColorTokens,
  type Mode,
} from '../../../theme/tokens';
import { Button } from '../../primitives/Button';
import { Checks, Fieldset, Layout, Panel, Preview, Row, Source } from './BrandPlayground.styles';
import { brandSource, withColor } from './brandSource';
import designEnglish from '../../../i18n/locales/en/ui/design.json';
import { registerPart } from '../../../i18n/registry';

registerPart('design', designEnglish);

export interface BrandPlaygroundProps {
  /** The brand to start from. */
  readonly brand: Brand;
  readonly mode: Mode;
  /** What the live preview shows (a few real components). */
  readonly preview: ReactNode;
  /** Copies text to the clipboard; injected so stories and tests can observe it. */
  readonly onCopy: (text: string) => void;
}

/**
 * A designer's tool: edit a brand's colours live (the preview restyles through CSS custom properties, as the app
 * does), see every declared contrast pair pass or fail WCAG AA, and copy the resulting brand file.
 */
export function BrandPlayground({ brand: initial, mode, preview, onCopy }: BrandPlaygroundProps) {
  const { t } = useTranslation('ui');
  const [brand, setBrand] = useState(initial);
  const tokens = brand.modes[mode];
  const style = useMemo(
    () => toCustomProperties({ ...tokens, ...brand.shape }) as CSSProperties,
    [tokens, brand.shape],
  );
  const source = useMemo(() => brandSource(brand), [brand]);
  const groups = Object.entries(tokens.color) as [keyof ColorTokens, Record<string, string>][];

  return (
    <Layout>
      <Panel aria-labelledby="playground-tokens">
        <h2 id="playground-tokens">{t('BrandPlayground.tokens', { brand: brand.id, mode })}</h2>
        {groups.map(([group, values]) => (
          <Fieldset key={group}>
            <legend>{group}</legend>
            {Object.entries(values).map(([name, value]) => (
              <Row key={name}>
                <span>{`${group}.${name}`}</span>
                <input
                  type="color"
                  value={value}
                  onChange={(event) => setBrand((b) => withColor(b, mode, group, name, event.target.value))}
                />
              </Row>
            ))}
          </Fieldset>
        ))}
      </Panel>
      <Panel aria-labelledby="playground-preview">
        <h2 id="playground-preview">{t('BrandPlayground.preview')}</h2>
        <Preview style={style} data-testid="brand-preview">
          {preview}
        </Preview>
        <h2>{t('BrandPlayground.contrast')}</h2>
        <Checks>
          {CONTRAST_PAIRS.map(([fg, bg, min]) => {
            const ratio = contrastRatio(colorOf(tokens, fg), colorOf(tokens, bg));
            return (
              <li key={`${fg}-${bg}`}>
                <span>{t('BrandPlayground.pair', { fg, bg })}</span>
                <span>
                  {ratio >= min
                    ? t('BrandPlayground.pass', { ratio: ratio.toFixed(2), min })
                    : t('BrandPlayground.fail', { ratio: ratio.toFixed(2), min })}
                </span>
              </li>
            );
          })}
        </Checks>
        <label htmlFor="playground-source">{t('BrandPlayground.source')}</label>
        <Source id="playground-source" readOnly value={source} />
        <Button onClick={() => onCopy(source)}>{t('BrandPlayground.copy')}</Button>
      </Panel>
    </Layout>
  );
}
