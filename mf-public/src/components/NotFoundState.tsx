import { Button } from '@mantine/core';
import { Link } from 'react-router-dom';
import { NAV_TEXTS, ROUTES } from 'shared-contracts';
import { PageEmpty } from 'shared-ui';

export interface NotFoundStateProps {
  title: string;
  description: string;
}

/** A detail page whose resource does not exist (or is not public): the text and a way home. */
export function NotFoundState({ title, description }: NotFoundStateProps) {
  return (
    <PageEmpty
      title={title}
      description={description}
      action={
        <Button component={Link} to={ROUTES.home.href()}>
          {NAV_TEXTS.backHome}
        </Button>
      }
    />
  );
}
