import { Anchor, Burger, Button, Container, Group, Stack, Text } from '@mantine/core';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { useEffect } from 'react';
import { NAV_TEXTS, ROUTES } from 'shared-contracts';
import { RegisterAssociationButton } from 'shared-ui';
import { SHELL_TEXTS } from '../../../../config/texts';
import { useHeaderShrink } from '../../hooks/use-header-shrink';
import { useMobileMenu } from '../../hooks/use-mobile-menu';
import classes from './Header.module.css';

export interface HeaderUser {
  full_name: string;
  role: string;
}

export interface HeaderProps {
  /** The signed-in user, or null for a visitor. */
  user: HeaderUser | null;
  onLogout: () => void;
}

const NAV_LINKS = [
  { to: ROUTES.campaigns.href(), label: SHELL_TEXTS.navCampaigns },
  { to: ROUTES.associations.href(), label: SHELL_TEXTS.navAssociations },
  { to: ROUTES.faq.href(), label: SHELL_TEXTS.navFaq },
];

function AccountActions({ user, onLogout }: HeaderProps) {
  if (!user) {
    return (
      <>
        <Button component={Link} to={ROUTES.login.href()} variant="subtle">
          {NAV_TEXTS.login}
        </Button>
        <RegisterAssociationButton />
      </>
    );
  }
  const isAdmin = user.role === 'super_admin';
  return (
    <>
      <Text size="sm" data-testid="header-user">
        {user.full_name}
      </Text>
      <Button
        component={Link}
        to={isAdmin ? ROUTES.admin.href() : ROUTES.dashboard.href()}
        variant="light"
      >
        {isAdmin ? NAV_TEXTS.admin : NAV_TEXTS.dashboard}
      </Button>
      <Button variant="subtle" color="gray" onClick={onLogout}>
        {SHELL_TEXTS.logout}
      </Button>
    </>
  );
}

export function Header({ user, onLogout }: HeaderProps) {
  const isShrunk = useHeaderShrink();
  const menu = useMobileMenu();
  const location = useLocation();
  const { close } = menu;

  useEffect(() => close(), [location.pathname, close]);

  return (
    <header
      ref={menu.containerRef}
      className={`${classes.header} ${isShrunk ? classes.shrunk : ''}`}
      data-shrunk={isShrunk}
      data-testid="site-header"
    >
      <Container size="lg">
        <Group justify="space-between" wrap="nowrap">
          <Anchor
            component={Link}
            to={ROUTES.home.href()}
            className={classes.logo}
            underline="never"
          >
            {SHELL_TEXTS.siteName}
          </Anchor>
          <Group
            className={classes.desktopNav}
            gap="lg"
            component="nav"
            aria-label={SHELL_TEXTS.mainNavigation}
          >
            {NAV_LINKS.map((link) => (
              <Anchor key={link.to} component={NavLink} to={link.to} c="dark">
                {link.label}
              </Anchor>
            ))}
          </Group>
          <Group className={classes.desktopNav} gap="xs">
            <AccountActions user={user} onLogout={onLogout} />
          </Group>
          <Burger
            ref={menu.buttonRef}
            className={classes.burger}
            opened={menu.isOpen}
            onClick={menu.toggle}
            aria-label={SHELL_TEXTS.menu}
            aria-expanded={menu.isOpen}
          />
        </Group>
      </Container>
      {menu.isOpen && (
        <Stack className={classes.mobileMenu} gap="xs" data-testid="mobile-menu">
          {NAV_LINKS.map((link) => (
            <Anchor key={link.to} component={NavLink} to={link.to} c="dark">
              {link.label}
            </Anchor>
          ))}
          <AccountActions user={user} onLogout={onLogout} />
        </Stack>
      )}
    </header>
  );
}
