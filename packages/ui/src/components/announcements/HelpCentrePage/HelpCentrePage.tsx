import { useTranslation } from 'react-i18next';
import { HelpBrowser, type HelpBrowserProps } from '../shared/HelpBrowser';
import { Heading, Page } from './HelpCentrePage.styles';
import announcementsEnglish from '../../../i18n/locales/en/ui/announcements.json';
import { registerPart } from '../../../i18n/registry';

registerPart('announcements', announcementsEnglish);

export type HelpCentrePageProps = HelpBrowserProps;

/** Spec §2 /helpmc: the help centre as a page of its own, without header or footer (topics and content). */
export function HelpCentrePage(props: HelpCentrePageProps) {
  const { t } = useTranslation('ui');
  return (
    <Page>
      <Heading>{t('HelpCentrePage.title')}</Heading>
      <HelpBrowser {...props} />
    </Page>
  );
}
