import { Outlet } from 'react-router';
import { AppShell } from '@atrium/ui';
import { useBrand } from '../shared/brand';

export function RootLayout() {
  const brand = useBrand();
  return (
    <AppShell brandName={brand.name} homeHref="/">
      <Outlet />
    </AppShell>
  );
}
