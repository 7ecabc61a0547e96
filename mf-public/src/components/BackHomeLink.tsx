import { Anchor } from '@mantine/core';
import { Link } from 'react-router-dom';
import { NAV_TEXTS, ROUTES } from 'shared-contracts';

/** '← Retour à l'accueil', above a detail or information page's title. */
export function BackHomeLink() {
  return (
    <Anchor component={Link} to={ROUTES.home.href()} size="sm" w="fit-content">
      ← {NAV_TEXTS.backHome}
    </Anchor>
  );
}
