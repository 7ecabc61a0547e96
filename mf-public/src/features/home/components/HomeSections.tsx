import {
  Anchor,
  Box,
  Button,
  Card,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { Link } from 'react-router-dom';
import {
  NAV_TEXTS,
  formatEuros,
  formatNumber,
  type PublicStats,
  type SessionUser,
  ROUTES,
} from 'shared-contracts';
import { RegisterAssociationButton, TitledSection, displayName } from 'shared-ui';
import { HOME_TEXTS } from '../../../config/home.texts';
import { PUBLIC_TEXTS } from '../../../config/texts';

/** The promotional banner at the top of the home page. */
export function PromoBanner() {
  return (
    <Paper bg="teal.9" c="white" radius="md" px="md" py="sm" data-testid="promo-banner">
      <Group justify="center" gap="xs" wrap="wrap">
        <Text size="sm" ta="center">
          {HOME_TEXTS.bannerText}
        </Text>
        <Anchor
          component={Link}
          to={ROUTES.campaigns.href()}
          c="white"
          fw={700}
          size="sm"
          underline="always"
        >
          {HOME_TEXTS.bannerLink}
        </Anchor>
      </Group>
    </Paper>
  );
}

export interface HomeHeroProps {
  /** The signed-in user, or null for a visitor. */
  user: SessionUser | null;
}

/** The hero: what the platform is for, and the visitor's or the user's way in. */
export function HomeHero({ user }: HomeHeroProps) {
  const isAdmin = user?.role === 'super_admin';
  return (
    <Stack gap="md" py={{ base: 'md', sm: 'xl' }} maw={760}>
      {user && (
        <Text fw={600} c="teal.9" data-testid="area-user">
          {PUBLIC_TEXTS.greeting(displayName(user))}
        </Text>
      )}
      <Title order={1} fz={{ base: 28, sm: 40 }} lh={1.15}>
        {HOME_TEXTS.heroTitle}
      </Title>
      <Text size="lg" c="gray.7">
        {HOME_TEXTS.heroSubtitle}
      </Text>
      <Group gap="sm">
        <Button component={Link} to={ROUTES.campaigns.href()} size="md">
          {HOME_TEXTS.heroCta}
        </Button>
        {user ? (
          <Button
            component={Link}
            to={isAdmin ? ROUTES.admin.href() : ROUTES.dashboard.href()}
            size="md"
            variant="outline"
          >
            {isAdmin ? NAV_TEXTS.admin : NAV_TEXTS.dashboard}
          </Button>
        ) : (
          <>
            <Button component={Link} to={ROUTES.login.href()} size="md" variant="outline">
              {NAV_TEXTS.login}
            </Button>
            <RegisterAssociationButton size="md" variant="subtle" />
          </>
        )}
      </Group>
    </Stack>
  );
}

/** A step or a reason: its title, then its text in grey. */
function TitledText({
  title,
  text,
  titleSize,
}: {
  title: string;
  text: string;
  titleSize: 'h4' | 'h5';
}) {
  return (
    <Box>
      <Title order={3} size={titleSize}>
        {title}
      </Title>
      <Text size="sm" c="gray.7" mt={4}>
        {text}
      </Text>
    </Box>
  );
}

/** 'How it works': discover, support, receive. */
export function HowItWorks() {
  return (
    <TitledSection titleId="how-it-works-title" title={HOME_TEXTS.stepsTitle} gap="md">
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {HOME_TEXTS.steps.map((step, index) => (
          <Card key={step.title} withBorder radius="md" padding="lg">
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <ThemeIcon size="lg" radius="xl" color="teal.9" aria-hidden="true">
                {index + 1}
              </ThemeIcon>
              <TitledText {...step} titleSize="h4" />
            </Group>
          </Card>
        ))}
      </SimpleGrid>
    </TitledSection>
  );
}

/** Reasons to give through the platform. */
export function Reasons() {
  return (
    <TitledSection titleId="reasons-title" title={HOME_TEXTS.reasonsTitle} gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
        {HOME_TEXTS.reasons.map((reason) => (
          <TitledText key={reason.title} {...reason} titleSize="h5" />
        ))}
      </SimpleGrid>
    </TitledSection>
  );
}

export interface ImpactStatsProps {
  stats: PublicStats;
}

/** The impact figures from GET /stats (zeros when the call fails). */
export function ImpactStats({ stats }: ImpactStatsProps) {
  const figures = [
    { value: formatEuros(stats.total_raised), label: HOME_TEXTS.stats.raised },
    {
      value: formatNumber(stats.total_campaigns),
      label: HOME_TEXTS.stats.campaigns(stats.total_campaigns),
    },
    {
      value: formatNumber(stats.total_associations),
      label: HOME_TEXTS.stats.associations(stats.total_associations),
    },
    { value: formatNumber(stats.total_donors), label: HOME_TEXTS.stats.donors(stats.total_donors) },
    {
      value: formatNumber(stats.total_completed_campaigns),
      label: HOME_TEXTS.stats.completed(stats.total_completed_campaigns),
    },
  ];
  return (
    <Paper
      component="section"
      aria-labelledby="impact-title"
      bg="gray.0"
      radius="md"
      p={{ base: 'md', sm: 'xl' }}
      data-testid="impact-stats"
    >
      <Title order={2} id="impact-title" mb="md">
        {HOME_TEXTS.statsTitle}
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }}>
        {figures.map((figure) => (
          <Box key={figure.label}>
            <Text fz={{ base: 22, sm: 28 }} fw={800} c="teal.9">
              {figure.value}
            </Text>
            <Text size="sm" c="gray.7">
              {figure.label}
            </Text>
          </Box>
        ))}
      </SimpleGrid>
    </Paper>
  );
}

/** The donate call to action. */
export function DonateCta() {
  return (
    <Paper
      component="section"
      aria-labelledby="donate-cta-title"
      bg="teal.9"
      c="white"
      radius="md"
      p={{ base: 'lg', sm: 'xl' }}
    >
      <Stack gap="sm" align="flex-start">
        <Title order={2} id="donate-cta-title">
          {HOME_TEXTS.ctaTitle}
        </Title>
        <Text>{HOME_TEXTS.ctaText}</Text>
        <Button component={Link} to={ROUTES.campaigns.href()} color="white" c="teal.9" size="md">
          {HOME_TEXTS.ctaButton}
        </Button>
      </Stack>
    </Paper>
  );
}
