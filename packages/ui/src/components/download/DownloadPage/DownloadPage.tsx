import { useTranslation } from 'react-i18next';
import downloadEnglish from '../../../i18n/locales/en/ui/download.json';
import { registerPart } from '../../../i18n/registry';
import { QrCode } from '../../primitives/QrCode';
import {
  ActionLink,
  Card,
  Cards,
  Highlight,
  Lead,
  Muted,
  Page,
  Panel,
  PanelTitle,
  Steps,
  Title,
} from '../shared/Download.styles';
import { LiteInstall, type LiteInstallState } from './LiteInstall';

registerPart('download', downloadEnglish);

export interface DownloadPageProps {
  /** What each QR code encodes (the iOS link already carries language and token); null hides that app. */
  readonly links: { readonly ios: string | null; readonly android: string | null; readonly lite: string | null };
  /** §9 "Welcome bonus via a chat app: up to 131K": the amount, or null when the brand offers none. */
  readonly welcomeBonusUpTo?: string | null;
  /**
   * The lite app's install flow, when `links.lite` is this site's own install address: its button installs (or
   * shows the steps) instead of leaving. Absent: the lite app is elsewhere and its card links there.
   */
  readonly lite?: LiteInstallState;
}

const APPS = ['ios', 'android', 'lite'] as const;
const STEPS = ['1', '2', '3', '4'] as const;

/**
 * §1 "app download with QR codes (iOS, Android, lite app)", §2 /download and "install guides": a QR code per app at
 * the §9 defaults (size 800, margin 20, level M) with its link for a player already on the phone, and the numbered
 * install steps for iOS and Android.
 */
export function DownloadPage({ links, welcomeBonusUpTo = null, lite }: DownloadPageProps) {
  const { t } = useTranslation('ui');
  const offered = APPS.filter((app) => links[app] !== null);
  return (
    <Page aria-labelledby="download-title">
      <Title id="download-title">{t('DownloadPage.title')}</Title>
      <Lead>{t('DownloadPage.intro')}</Lead>
      {welcomeBonusUpTo && <Highlight>{t('DownloadPage.welcomeBonus', { amount: welcomeBonusUpTo })}</Highlight>}
      {offered.length === 0 ? (
        <Lead role="status">{t('DownloadPage.none')}</Lead>
      ) : (
        <Cards>
          {offered.map((app) => {
            const href = links[app] ?? '';
            return (
              <Card key={app} aria-labelledby={`download-${app}`}>
                <h2 id={`download-${app}`}>{t(`DownloadPage.${app}`)}</h2>
                {app === 'lite' && lite ? (
                  <>
                    {/* Running installed, the code would only lead back here. */}
                    {lite.kind !== 'installed' && (
                      <QrCode value={href} label={t('DownloadPage.liteQr')} displaySize="sm" />
                    )}
                    <LiteInstall {...lite} />
                  </>
                ) : (
                  <>
                    <QrCode value={href} label={t(`DownloadPage.${app}Qr`)} displaySize="sm" />
                    <ActionLink href={href} target="_blank" rel="noopener noreferrer" data-app={app}>
                      {t(`DownloadPage.${app}Link`)}
                    </ActionLink>
                  </>
                )}
                {app === 'lite' && !lite && <Muted>{t('DownloadPage.liteNote')}</Muted>}
              </Card>
            );
          })}
        </Cards>
      )}
      <Panel aria-labelledby="download-ios-guide">
        <PanelTitle id="download-ios-guide">{t('DownloadPage.iosGuide')}</PanelTitle>
        <Steps>
          {STEPS.map((step) => (
            <li key={step}>{t(`DownloadPage.iosSteps.${step}`)}</li>
          ))}
        </Steps>
      </Panel>
      <Panel aria-labelledby="download-android-guide">
        <PanelTitle id="download-android-guide">{t('DownloadPage.androidGuide')}</PanelTitle>
        <Steps>
          {STEPS.map((step) => (
            <li key={step}>{t(`DownloadPage.androidSteps.${step}`)}</li>
          ))}
        </Steps>
      </Panel>
    </Page>
  );
}
