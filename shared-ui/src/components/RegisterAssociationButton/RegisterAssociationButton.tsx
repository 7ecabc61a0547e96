import { Button, type ButtonProps } from '@mantine/core';
import { NAV_TEXTS, REGISTER_ASSOCIATION_FORM_URL } from 'shared-contracts';

/**
 * 'Inscrire mon association': the external registration form, in a new tab (without giving it
 * this page: noopener). The header and the home page show it in their own size and variant.
 */
export function RegisterAssociationButton(props: Pick<ButtonProps, 'size' | 'variant'>) {
  return (
    <Button
      component="a"
      href={REGISTER_ASSOCIATION_FORM_URL}
      target="_blank"
      rel="noopener noreferrer"
      {...props}
    >
      {NAV_TEXTS.registerAssociation}
    </Button>
  );
}
