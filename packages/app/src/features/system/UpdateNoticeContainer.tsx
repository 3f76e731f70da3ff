import { useEffect, useRef } from 'react';
import { useInRouterContext, useLocation } from 'react-router';
import { UpdateNotice } from '@atrium/ui/system';
import { applyWaitingUpdate } from '../../shared/pwa/updateStore';
import { isFormBeingFilled, isSafeMomentToUpdate } from '../../shared/pwa/updates';

/**
 * A new version is waiting (shared/pwa/updates.ts): the notice with "reload", and the reload at the next page change
 * when no form is being filled. Fetched only once an update is found, so it weighs nothing on the start-up path.
 */
export default function UpdateNoticeContainer() {
  const isInRouter = useInRouterContext();
  return (
    <>
      <UpdateNotice onReload={applyWaitingUpdate} />
      {isInRouter && <UpdateOnPageChange />}
    </>
  );
}

function UpdateOnPageChange() {
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);
  useEffect(() => {
    const routeChanged = shownPath.current !== pathname;
    shownPath.current = pathname;
    if (isSafeMomentToUpdate({ updateWaiting: true, routeChanged, formBeingFilled: isFormBeingFilled() })) {
      applyWaitingUpdate();
    }
  }, [pathname]);
  return null;
}
