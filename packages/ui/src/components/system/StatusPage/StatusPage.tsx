import type { ReactNode } from 'react';
import { Actions, Body, Card, Icon, Page, Title } from './StatusPage.styles';

export interface StatusPageProps {
  readonly tone: 'accent' | 'warning' | 'danger';
  readonly icon: ReactNode;
  readonly title: string;
  readonly children: ReactNode;
  readonly actions?: ReactNode;
}

/** The full-page frame shared by the system screens (maintenance, blocked region, load error). */
export function StatusPage({ tone, icon, title, children, actions }: StatusPageProps) {
  return (
    <Page>
      <Card aria-labelledby="status-page-title">
        <Icon $tone={tone} aria-hidden="true">
          {icon}
        </Icon>
        <Title id="status-page-title">{title}</Title>
        <Body>{children}</Body>
        {actions && <Actions>{actions}</Actions>}
      </Card>
    </Page>
  );
}
