import { useQuery } from '@tanstack/react-query';
import { memo, useDeferredValue, useMemo, type ComponentProps } from 'react';
import { helpCenterQueryOptions } from '@atrium/api/settings';
import { ServiceLinks } from '@atrium/ui/downloadLinks';
import type { MemberCentrePage } from '@atrium/domain/layout';
import { Footer } from '@atrium/ui/layout';
import { useApiClient } from '../shared/apiClient';
import { useBrand } from '../shared/brand';
import { useLanguage } from '../shared/language';

/**
 * The member centre's safer-play page. Linked for every visitor: a guest who follows it is asked to log in and comes
 * back to it (the route guard remembers the page), as with the member centre's other entries.
 */
const SAFER_PLAY_HREF = `/member?tab=${'saferPlay' satisfies MemberCentrePage}`;

/** Renders only when its deferred props change (see ShellFooter). */
const DeferredFooter = memo(Footer);

/**
 * §2 Footer with the help centre's entries, the brand's licence and regulator, the safer-play link and social links.
 * Loaded lazily by ShellLayout (it sits below the fold), and shown once the help list has settled, so it never grows
 * under the reader's eyes.
 */
export function ShellFooter() {
  const client = useApiClient();
  const brand = useBrand();
  const language = useLanguage();
  const help = useQuery(helpCenterQueryOptions(client, language.platformLanguage));
  const footer = useMemo<ComponentProps<typeof Footer> | null>(
    () =>
      help.isPending
        ? null
        : {
            helpItems: (help.data ?? []).flatMap((item) => (item.tag ? [{ title: item.title, tag: item.tag }] : [])),
            brandName: brand.name,
            year: new Date().getFullYear(),
            licenceNumber: brand.licenceNumber,
            ...(brand.regulator ? { regulator: brand.regulator } : {}),
            saferPlayHref: SAFER_PLAY_HREF,
            socialLinks: brand.socialLinks,
            extraSections: <ServiceLinks />,
          },
    [help.isPending, help.data, brand],
  );
  // The query's answer re-renders this container synchronously (TanStack Query's store); the footer itself, a few
  // hundred nodes, renders afterwards from the deferred copy, in a transition sliced into short tasks, instead of
  // inside that synchronous render (a long task on a phone: docs/decisions/0006).
  const shown = useDeferredValue(footer, null);
  return shown && <DeferredFooter {...shown} />;
}
