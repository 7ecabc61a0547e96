import { Button } from '@mantine/core';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { NAV_TEXTS, ROUTES, applyPageMeta } from 'shared-contracts';
import { PageEmpty } from 'shared-ui';

export interface NotFoundStateProps {
  title: string;
  description: string;
}

/**
 * A detail page whose resource does not exist (or is not public): the text as the page's heading
 * and title (kept out of search engines, as the server's 404 page is), and a way home.
 */
export function NotFoundState({ title, description }: NotFoundStateProps) {
  useEffect(() => {
    applyPageMeta({ title, index: false });
  }, [title]);
  return (
    <PageEmpty
      headingOrder={1}
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
