import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../primitives/Button';
import { GameResults, type GameResultsListProps } from '../shared/GameResults';
import { Page, Prompt, PromptText, Title } from './AccountGamesPage.styles';
import lobbyEnglish from '../../../i18n/locales/en/ui/lobby.json';
import { registerPart } from '../../../i18n/registry';

// The lobby's English ships with the lobby, not with the first paint (docs/decisions/0006).
registerPart('lobby', lobbyEnglish);

/** §2 "/favorite, /recent: Account games page". */
export type AccountGamesKind = 'favourites' | 'recent';

export interface AccountGamesPageProps extends GameResultsListProps {
  readonly kind: AccountGamesKind;
  /** A guest sees a prompt to log in instead of the list (the data needs an account). */
  readonly isGuest: boolean;
  readonly onLogin: () => void;
}

/** The player's favourite games or recently played games: title, grid, pagination, 'no data', error with retry. */
export function AccountGamesPage({ kind, isGuest, onLogin, ...resultsProps }: AccountGamesPageProps) {
  const { t } = useTranslation('ui');
  const titleId = useId();
  return (
    <Page aria-labelledby={titleId}>
      <Title id={titleId}>{t(`AccountGamesPage.title.${kind}`)}</Title>
      <GameResults
        {...resultsProps}
        labelledBy={titleId}
        paginationLabel={t(`AccountGamesPage.pagination.${kind}`)}
        emptyMessage={t(`AccountGamesPage.empty.${kind}`)}
        guestPrompt={
          isGuest ? (
            <Prompt>
              <PromptText>{t(`AccountGamesPage.loginPrompt.${kind}`)}</PromptText>
              <Button onClick={onLogin}>{t('AccountGamesPage.login')}</Button>
            </Prompt>
          ) : undefined
        }
      />
    </Page>
  );
}
