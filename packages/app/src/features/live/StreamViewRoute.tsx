import { errorKeyOf } from '@atrium/api/errors';
import { liveModelsQueryOptions } from '@atrium/api/live';
import { ChatFrame, ModelList } from '@atrium/ui/live';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useApiClient } from '../../shared/apiClient';
import { useChatLaunch } from '../../shared/chat/useChatLaunch';
import { useLanguage } from '../../shared/language';

/**
 * §1 live show, §2 /streamView (members only: the route table's guard shows a guest the login popup), §3
 * activeModelList. Pressing a model opens the chat room (§7 CBS_launchChat): the service window on a wide screen, in
 * the page on a phone or when the window is blocked.
 */
export function StreamViewRoute() {
  const client = useApiClient();
  const language = useLanguage();
  const models = useQuery(liveModelsQueryOptions(client, language.platformLanguage));
  const chat = useChatLaunch();
  const [openingId, setOpeningId] = useState<string | null>(null);
  const [isBackFromChat, setBackFromChat] = useState(false);

  if (chat.inPlaceUrl) {
    const close = () => {
      setBackFromChat(true);
      chat.closeInPlace();
    };
    return <ChatFrame url={chat.inPlaceUrl} onClose={close} />;
  }
  return (
    <ModelList
      status={models.data ? 'ready' : models.isError ? 'error' : 'loading'}
      models={models.data ?? []}
      onOpenChat={(id) => {
        setOpeningId(id);
        chat.open({ allowInPlace: true });
      }}
      openingId={chat.isOpening ? openingId : null}
      launchFailed={chat.hasFailed}
      errorKey={models.isError ? errorKeyOf(models.error) : undefined}
      onRetry={() => void models.refetch()}
      isRetrying={models.isFetching}
      focusOnShow={isBackFromChat}
    />
  );
}
