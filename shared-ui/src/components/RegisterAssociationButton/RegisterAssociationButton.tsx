import { Anchor, Button, type AnchorProps, type ButtonProps } from '@mantine/core';
import { Link } from 'react-router-dom';
import { NAV_TEXTS, ROUTES, externalAssociationSignUpUrl } from 'shared-contracts';

// 'Inscrire mon association' leads to the platform's own sign-up flow, or to the external form
// an operator set (REGISTER_ASSOCIATION_URL), in a new tab without handing it this page.
const NEW_TAB = { target: '_blank', rel: 'noopener noreferrer' } as const;

/** The header's and the home page's button, in their own size and variant. */
export function RegisterAssociationButton(props: Pick<ButtonProps, 'size' | 'variant'>) {
  const external = externalAssociationSignUpUrl();
  return external ? (
    <Button component="a" href={external} {...NEW_TAB} {...props}>
      {NAV_TEXTS.registerAssociation}
    </Button>
  ) : (
    <Button component={Link} to={ROUTES.associationSignUp.href()} {...props}>
      {NAV_TEXTS.registerAssociation}
    </Button>
  );
}

/** The login page's link. */
export function RegisterAssociationLink(props: Pick<AnchorProps, 'size'>) {
  const external = externalAssociationSignUpUrl();
  return external ? (
    <Anchor href={external} {...NEW_TAB} {...props}>
      {NAV_TEXTS.registerAssociation}
    </Anchor>
  ) : (
    <Anchor component={Link} to={ROUTES.associationSignUp.href()} {...props}>
      {NAV_TEXTS.registerAssociation}
    </Anchor>
  );
}
