import { useQuery } from '@tanstack/react-query';
import { helpCenterQueryOptions } from '@atrium/api';
import { Footer } from '@atrium/ui';
import { useApiClient } from '../shared/apiClient';
import { useBrand } from '../shared/brand';
import { useLanguage } from '../shared/language';

/**
 * §2 Footer with the help centre's entries, the brand's licence and social links. Loaded lazily by ShellLayout (it
 * sits below the fold), and shown once the help list has settled, so it never grows under the reader's eyes.
 */
export function ShellFooter() {
  const client = useApiClient();
  const brand = useBrand();
  const language = useLanguage();
  const help = useQuery(helpCenterQueryOptions(client, language.platformLanguage));
  if (help.isPending) return null;
  return (
    <Footer
      helpItems={(help.data ?? []).flatMap((item) => (item.tag ? [{ title: item.title, tag: item.tag }] : []))}
      brandName={brand.name}
      year={new Date().getFullYear()}
      licenceNumber={brand.licenceNumber}
      socialLinks={brand.socialLinks}
    />
  );
}
