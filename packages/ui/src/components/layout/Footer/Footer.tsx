import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TOP_NAV_PATHS } from '@atrium/domain/games';
import { useLinkComponent } from '../../../navigation/LinkProvider';
import {
  AdultsOnly,
  Bottom,
  Columns,
  FooterLink,
  InlineList,
  Legal,
  LinkList,
  Root,
  SaferPlay,
  Section,
  SectionTitle,
  SocialLink,
  Vendor,
  VendorImage,
} from './Footer.styles';
import { gameKindKey } from '../../../i18n/gameKinds';
import menuEnglish from '../../../i18n/locales/en/ui/menu.json';
import { registerPart } from '../../../i18n/registry';

registerPart('menu', menuEnglish);

/** §2 Footer "social links (YouTube, Facebook, Instagram, WhatsApp, Messenger, Telegram; shown if configured)". */
export const SOCIAL_NETWORKS = ['youtube', 'facebook', 'instagram', 'whatsapp', 'messenger', 'telegram'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** §2 Footer "vendor logos (PG, EG2, PT, JDB, CQ9, FC, JL, BGS)". */
export const FOOTER_VENDORS = ['PG', 'EG2', 'PT', 'JDB', 'CQ9', 'FC', 'JL', 'BGS'] as const;
export type FooterVendor = (typeof FOOTER_VENDORS)[number];

/** §2 Footer "products by game type": the game categories of the top navigation, each to its page. */
export const FOOTER_PRODUCT_CATEGORIES = ['LOTT', 'ELOTT', 'LIVE', 'SPORTS', 'FISH', 'RNG', 'PVP', 'ESPORTS'] as const;
export type FooterProductCategory = (typeof FOOTER_PRODUCT_CATEGORIES)[number];

export interface FooterHelpItem {
  /** The help entry's title as the platform sends it. */
  readonly title: string;
  /** Its tag: the entry opens /help#{tag}. */
  readonly tag: string;
}

export interface FooterProps {
  /** The help centre's entries (§2 "Help list (opens /help#{tag} and the help popup)"). */
  readonly helpItems: readonly FooterHelpItem[];
  /** Called with the tag when a help entry is chosen, so the app can open the help popup. */
  readonly onHelpSelect?: (tag: string) => void;
  /** The game types listed under products; every one by default. */
  readonly productCategories?: readonly FooterProductCategory[];
  /** The brand's display name, for the copyright. */
  readonly brandName: string;
  /** The copyright year. */
  readonly year: number;
  /** The brand's gaming licence number. */
  readonly licenceNumber: string;
  /** The brand's social pages; only those given show. */
  readonly socialLinks?: Readonly<Partial<Record<SocialNetwork, string>>>;
  /** The vendors shown; the §2 eight by default. */
  readonly vendors?: readonly FooterVendor[];
  /** A logo image per vendor, where the brand has one; the vendor's code shows otherwise. */
  readonly vendorLogos?: Readonly<Partial<Record<FooterVendor, string>>>;
  /** More link columns after the social links (the app's service pages), rendered as given. */
  readonly extraSections?: ReactNode;
  /** The safer-play page (limits, breaks): linked beside the 18+ mark on every page when given. */
  readonly saferPlayHref?: string;
  /** The body that licenses the brand: the licence line then names it. */
  readonly regulator?: string;
}

/**
 * The page footer of spec §2: help, products, social links, vendors, the 18+ mark, copyright and licence; with the
 * safer-play link and the regulator where the brand has them (docs/decisions/0012-safer-play.md).
 */
export function Footer({
  helpItems,
  onHelpSelect,
  productCategories = FOOTER_PRODUCT_CATEGORIES,
  brandName,
  year,
  licenceNumber,
  socialLinks = {},
  vendors = FOOTER_VENDORS,
  vendorLogos = {},
  extraSections,
  saferPlayHref,
  regulator,
}: FooterProps) {
  const { t } = useTranslation('ui');
  const Link = useLinkComponent();
  const id = useId();
  const socials = SOCIAL_NETWORKS.filter((network) => Boolean(socialLinks[network]));
  return (
    <Root>
      <Columns>
        {helpItems.length > 0 && (
          <Section as="nav" aria-labelledby={`${id}-help`}>
            <SectionTitle id={`${id}-help`}>{t('Footer.help')}</SectionTitle>
            <LinkList>
              {helpItems.map((item) => (
                <li key={item.tag}>
                  <FooterLink
                    as={Link}
                    href={`/help#${encodeURIComponent(item.tag)}`}
                    onClick={() => onHelpSelect?.(item.tag)}
                  >
                    {item.title}
                  </FooterLink>
                </li>
              ))}
            </LinkList>
          </Section>
        )}
        {productCategories.length > 0 && (
          <Section as="nav" aria-labelledby={`${id}-products`}>
            <SectionTitle id={`${id}-products`}>{t('Footer.products')}</SectionTitle>
            <LinkList>
              {productCategories.map((category) => (
                <li key={category}>
                  <FooterLink as={Link} href={TOP_NAV_PATHS[category]}>
                    {t(gameKindKey(category))}
                  </FooterLink>
                </li>
              ))}
            </LinkList>
          </Section>
        )}
        {socials.length > 0 && (
          <Section>
            <SectionTitle id={`${id}-social`}>{t('Footer.social')}</SectionTitle>
            <InlineList aria-labelledby={`${id}-social`}>
              {socials.map((network) => {
                const name = t(`Footer.socialNetworks.${network}`);
                return (
                  <li key={network}>
                    <SocialLink
                      href={socialLinks[network]}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={t('Footer.opensInNewTab', { name })}
                    >
                      {name}
                    </SocialLink>
                  </li>
                );
              })}
            </InlineList>
          </Section>
        )}
        {extraSections}
      </Columns>

      {vendors.length > 0 && (
        <Section>
          <SectionTitle id={`${id}-vendors`}>{t('Footer.vendors')}</SectionTitle>
          <InlineList aria-labelledby={`${id}-vendors`}>
            {vendors.map((vendor) => {
              const logo = vendorLogos[vendor];
              return (
                <Vendor key={vendor}>{logo ? <VendorImage src={logo} alt={vendor} loading="lazy" /> : vendor}</Vendor>
              );
            })}
          </InlineList>
        </Section>
      )}

      <Bottom>
        <AdultsOnly role="img" aria-label={t('Footer.adultsOnly')}>
          18+
        </AdultsOnly>
        {saferPlayHref && (
          <SaferPlay>
            <FooterLink as={Link} href={saferPlayHref}>
              {t('Footer.saferPlay')}
            </FooterLink>
            <span>{t('Footer.saferPlayLine')}</span>
          </SaferPlay>
        )}
        <Legal>
          <p>{t('Footer.copyright', { year, brand: brandName })}</p>
          <p>
            {regulator
              ? t('Footer.licensedBy', { regulator, licence: licenceNumber })
              : t('Footer.licence', { licence: licenceNumber })}
          </p>
        </Legal>
      </Bottom>
    </Root>
  );
}
