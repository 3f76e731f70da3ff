export {
  FOOTER_PRODUCT_CATEGORIES,
  FOOTER_VENDORS,
  Footer,
  SOCIAL_NETWORKS,
  type FooterHelpItem,
  type FooterProductCategory,
  type FooterProps,
  type FooterVendor,
  type SocialNetwork,
} from './Footer';
