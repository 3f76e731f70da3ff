import { useContext } from 'react';
import { useTranslation } from 'react-i18next';
import systemEnglish from '../../i18n/locales/en/ui/system.json';
import { registerPart } from '../../i18n/registry';
import { FormsOfflineContext } from './offlineContext';

registerPart('system', systemEnglish);

/**
 * Why a money action cannot be sent now, translated, or null while online. Every money submit reads it: FormActions,
 * and the buttons that send on their own (a rebate claim, a contract's answer). The button is then disabled and
 * described by the reason shown beside it (Notice of MoneyPanel.styles, as FormActions shows it).
 */
export function useOfflineReason(): string | null {
  const { t } = useTranslation('ui');
  return useContext(FormsOfflineContext) ? t('FormActions.offline') : null;
}
