import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { captchaQueryOptions } from '@atrium/api/session';
import { useApiClient } from '../apiClient';

export interface CaptchaImage {
  /** The bare base64 PNG (the ui fields take it as the server sends it), or null while it loads. */
  readonly imageBase64: string | null;
  /** A new captcha; the dialogs call it at most once a second (§4, §9 CAPTCHA_REFRESH_THROTTLE_MS). */
  refresh(): void;
}

const DATA_URL_PREFIX = 'data:image/png;base64,';

/** Loads a captcha while `isShown`; each load is a new one (the previous is spent). */
export function useCaptcha(isShown: boolean): CaptchaImage {
  const client = useApiClient();
  const query = useQuery({ ...captchaQueryOptions(client), enabled: isShown });
  const { refetch } = query;
  const refresh = useCallback(() => void refetch(), [refetch]);
  const src = isShown && !query.isFetching ? query.data?.imageSrc : undefined;
  return { imageBase64: src ? src.slice(DATA_URL_PREFIX.length) : null, refresh };
}
