import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import liveEnglish from '../../../i18n/locales/en/ui/live.json';
import { registerPart } from '../../../i18n/registry';
import { CloseIcon } from '../../primitives/Icon';
import { IconButton } from '../../primitives/IconButton';

registerPart('live', liveEnglish);

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space[2]};
  inline-size: 100%;
  min-inline-size: 0;
  padding: ${(p) => p.theme.space[2]};
`;

const Bar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${(p) => p.theme.space[2]};
`;

const Heading = styled.h1`
  margin: 0;
  font-size: ${(p) => p.theme.font.sizeTitle};
  font-weight: ${(p) => p.theme.font.weightBold};
`;

/* The service window's height (§9 440x750), capped by the screen so the close button stays in reach. */
const Frame = styled.iframe`
  display: block;
  inline-size: 100%;
  block-size: min(750px, calc(100dvh - 8rem));
  border: 1px solid ${(p) => p.theme.color.border.subtle};
  border-radius: ${(p) => p.theme.radius.md};
  background: ${(p) => p.theme.color.bg.surface};
`;

export interface ChatFrameProps {
  /** The chat room's address from CBS_launchChat, already checked. */
  readonly url: string;
  readonly onClose: () => void;
}

/**
 * §2 chat room on a phone: the chat opens in the page at full width (a service window would cover the whole screen
 * and leave no way back), with a close button that returns to the list. It is the page while open: focus moves to
 * its heading.
 */
export function ChatFrame({ url, onClose }: ChatFrameProps) {
  const { t } = useTranslation('ui');
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Section aria-labelledby={headingId}>
      <Bar>
        <Heading id={headingId} ref={heading} tabIndex={-1}>
          {t('Live.chatTitle')}
        </Heading>
        <IconButton label={t('Live.closeChat')} icon={<CloseIcon />} onClick={onClose} />
      </Bar>
      <Frame src={url} title={t('Live.chatTitle')} referrerPolicy="no-referrer" />
    </Section>
  );
}
