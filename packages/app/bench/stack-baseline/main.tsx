/**
 * The stack-only page (scripts/perf.mjs, docs/decisions/0006): the runtime libraries the design card
 * names (React, React DOM, React Router, styled-components, i18next with react-i18next, TanStack Query), started the
 * way the app starts them, rendering a header and three cards of text, with none of Atrium's code. Lighthouse on it
 * shows what this host gives a page with only the stack, next to the app's own figures measured the same minutes.
 */
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router';
import styled from 'styled-components';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next, useTranslation } from 'react-i18next';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';

/** The raised surface colour (the app's themes hold CSS variables; the baseline has no theme). */
const RAISED = '#161a23';

const Header = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: 12px 16px;
  background: ${RAISED};
`;
const Title = styled.h1`
  margin: 0;
  font-size: 1.25rem;
`;
const Main = styled.main`
  display: grid;
  gap: 12px;
  padding: 16px;
  line-height: 1.5;
`;
const Card = styled.section`
  border-radius: 12px;
  padding: 16px;
  background: ${RAISED};
`;

const english = {
  brand: 'Atrium',
  signIn: 'Log in',
  card: 'Section {{n}}',
  text: 'Casino, slots, live games, sports and lottery, in one place. Pick a game, sign in and play from your phone.',
};

function Page() {
  const { t } = useTranslation();
  const cards = useQuery({ queryKey: ['cards'], queryFn: () => Promise.resolve([1, 2, 3]), initialData: [1, 2, 3] });
  return (
    <>
      <Header>
        <Title>{t('brand')}</Title>
        <button type="button">{t('signIn')}</button>
      </Header>
      <Main>
        {cards.data.map((n) => (
          <Card key={n}>
            <h2>{t('card', { n })}</h2>
            <p>{t('text')}</p>
          </Card>
        ))}
      </Main>
    </>
  );
}

await i18next.use(initReactI18next).init({ lng: 'en', resources: { en: { translation: english } } });
const queryClient = new QueryClient();
const container = document.getElementById('root');
if (!container) throw new Error('no #root');
startTransition(() =>
  createRoot(container).render(
    <StrictMode>
      <I18nextProvider i18n={i18next}>
        <QueryClientProvider client={queryClient}>
          <BrowserRouter>
            <Routes>
              <Route path="*" element={<Page />} />
            </Routes>
          </BrowserRouter>
        </QueryClientProvider>
      </I18nextProvider>
    </StrictMode>,
  ),
);
