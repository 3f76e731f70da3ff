import { HomeWelcome } from '@atrium/ui';
import { useBrand } from '../../shared/brand';

/** Spec §2 Home page ('', /index, /index.html, /home): the sections arrive with issue 8. */
export function HomeRoute() {
  const brand = useBrand();
  return <HomeWelcome brandName={brand.name} />;
}
