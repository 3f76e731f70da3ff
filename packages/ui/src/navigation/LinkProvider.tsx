import {
  createContext,
  forwardRef,
  useContext,
  type AnchorHTMLAttributes,
  type ComponentType,
  type ReactNode,
} from 'react';

/**
 * ui renders links but knows no router (the layering rule). The app provides the component that performs
 * client-side navigation; stories and tests get a plain anchor.
 */
export type LinkComponentProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { readonly href: string };
export type LinkComponent = ComponentType<LinkComponentProps & { ref?: React.Ref<HTMLAnchorElement> }>;

const PlainAnchor = forwardRef<HTMLAnchorElement, LinkComponentProps>(function PlainAnchor({ children, ...rest }, ref) {
  return (
    <a ref={ref} {...rest}>
      {children}
    </a>
  );
});

const LinkContext = createContext<LinkComponent>(PlainAnchor);

export function LinkProvider({
  component,
  children,
}: {
  readonly component: LinkComponent;
  readonly children: ReactNode;
}) {
  return <LinkContext.Provider value={component}>{children}</LinkContext.Provider>;
}

export function useLinkComponent(): LinkComponent {
  return useContext(LinkContext);
}
