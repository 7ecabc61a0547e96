import { Text, Title } from '@mantine/core';
import { displayName, useSessionUser } from '../../hooks/use-session-user';

export interface AreaTitleProps {
  /** The area's title ('Tableau de bord'). */
  title: string;
  /** The greeting of the signed-in user, given the name to show ('Bonjour, Ada Admin'). */
  greeting: (name: string) => string;
}

/** A signed-in area's title, and whom it greets once the session's user is known. */
export function AreaTitle({ title, greeting }: AreaTitleProps) {
  const user = useSessionUser();
  return (
    <>
      <Title order={1}>{title}</Title>
      {user && <Text data-testid="area-user">{greeting(displayName(user))}</Text>}
    </>
  );
}
