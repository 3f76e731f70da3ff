import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { useAuthActions } from '../../../shared/auth/useAuthActions';
import { useSession } from '../../../shared/auth/useSession';
import { readToken } from '../../../shared/session';
import { renderApp } from '../../../test/renderApp';
import { setUpDemoServer } from '../../../test/demoServer';

const { platform } = setUpDemoServer();

function LoginOpened() {
  const { openLogin } = useAuthActions();
  const { account } = useSession();
  useEffect(() => openLogin(), [openLogin]);
  return <p>account:{account ?? 'none'}</p>;
}

async function startSocial(provider: 'Google' | 'Facebook') {
  await renderApp(<LoginOpened />, { withSession: true });
  const login = await screen.findByRole('dialog', { name: /log in/i });
  await userEvent.click(await within(login).findByRole('button', { name: provider }));
  return screen.findByRole('dialog', { name: `Sign in with ${provider}` });
}

describe('§3 social sign-in: the demo provider’s consent step, then an account of its own (§6 binding for good)', () => {
  it('says the binding cannot be undone; confirmed, it signs in a social account, never the demo member', async () => {
    const consent = await startSocial('Google');
    expect(within(consent).getByText(/the binding cannot be undone/)).toBeInTheDocument();
    expect(readToken()).toBeNull();
    await userEvent.click(within(consent).getByRole('button', { name: 'Confirm and continue' }));
    await waitFor(() => expect(screen.getByText(/^account:gg_/)).toBeInTheDocument());
    expect(screen.queryByText('account:member')).not.toBeInTheDocument();
    expect(readToken()).not.toBeNull();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('the same browser’s identity signs in to the same account next time', async () => {
    const first = await startSocial('Facebook');
    await userEvent.click(within(first).getByRole('button', { name: 'Confirm and continue' }));
    const shown = await screen.findByText(/^account:fb_/);
    const account = shown.textContent;
    const accountsBefore = platform.accounts.length;
    sessionStorage.clear();
    document.body.innerHTML = '';
    const again = await startSocial('Facebook');
    await userEvent.click(within(again).getByRole('button', { name: 'Confirm and continue' }));
    await waitFor(() => expect(screen.getByText(account ?? '')).toBeInTheDocument());
    expect(platform.accounts).toHaveLength(accountsBefore);
  });

  it('cancelling the consent signs nobody in and says "Login failure. Please try again."', async () => {
    const accountsBefore = platform.accounts.length;
    const consent = await startSocial('Google');
    await userEvent.click(within(consent).getByRole('button', { name: 'Cancel' }));
    const login = await screen.findByRole('dialog', { name: /log in/i });
    expect(await within(login).findByText('Login failure. Please try again.')).toBeInTheDocument();
    expect(readToken()).toBeNull();
    expect(platform.accounts).toHaveLength(accountsBefore);
  });
});
