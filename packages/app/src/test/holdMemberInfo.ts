import { http } from 'msw';
import type { SetupServer } from 'msw/node';

/**
 * Holds back /wps/member/info (the member's details, and with them the account type) on `server` until the returned
 * `release()`: the window after a reload in which a stored token's role is still pending. The held request then falls
 * through to the demo platform's own handler.
 */
export function holdMemberInfo(server: Pick<SetupServer, 'use'>, baseUrl: string): () => void {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  server.use(
    http.all(`${baseUrl}/wps/member/info`, async () => {
      await released;
      return undefined;
    }),
  );
  return release;
}
