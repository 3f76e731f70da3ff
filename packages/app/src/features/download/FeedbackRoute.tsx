import { isApiError } from '@atrium/api/errors';
import { FEEDBACK_QUESTION_TYPES, FEEDBACK_WORD_BOUNDS, sendFeedbackMutationOptions } from '@atrium/api/feedback';
import { FeedbackForm } from '@atrium/ui/download';
import { useState } from 'react';
import { useApiClient } from '../../shared/apiClient';
import { useSubmitMutation } from '../../shared/submit';

/**
 * §2 Other screens "feedback" (a member's page: the route table sends a guest to the login popup), sent with
 * PUT /wps/feedback once per press (the submit guard; the call is never repeated on its own). On failure the form
 * keeps the typed text and says why.
 */
export function FeedbackRoute() {
  const client = useApiClient();
  const send = useSubmitMutation(sendFeedbackMutationOptions(client));
  const [isSent, setIsSent] = useState(false);
  return (
    <FeedbackForm
      questionTypes={FEEDBACK_QUESTION_TYPES}
      bounds={FEEDBACK_WORD_BOUNDS}
      onSubmit={(submission) => send.submit(submission, { onSuccess: () => setIsSent(true) })}
      isSubmitting={send.isPending}
      submitErrorKey={send.error ? (isApiError(send.error) ? send.error.messageKey : 'errors:unknown') : null}
      isSent={isSent}
      onSendAnother={() => {
        send.reset();
        setIsSent(false);
      }}
    />
  );
}
