import {
  Anchor,
  Badge,
  Box,
  Button,
  Grid,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { ReactNode } from 'react';
import {
  DISPLAY_TEXTS,
  PLACEHOLDER_IMAGE_URL,
  categoryLabel,
  formatEuros,
  formatNumber,
  formatYear,
  type CampaignSummary,
  type PublicAssociation,
} from 'shared-contracts';
import { RichTextView, TitledSection } from 'shared-ui';
import { BackHomeLink } from '../../../components/BackHomeLink';
import { CampaignCard } from '../../../components/CampaignCard';
import { CardImage } from '../../../components/CardImage';
import { DeductibleBadge } from '../../../components/DeductibleBadge';
import { LabelledEntry } from '../../../components/LabelledEntry';
import { SideCard } from '../../../components/SectionCard';
import { ASSOCIATION_PAGE_TEXTS } from '../../../config/association-page.texts';

export interface AssociationDetailProps {
  association: PublicAssociation;
  campaigns: CampaignSummary[];
}

function websiteLabel(url: string): string {
  return url.replace(/^https?:\/\//i, '').replace(/\/$/, '');
}

/** The address, with the city unless the address already names it. */
function fullAddress({ address, city }: PublicAssociation): string {
  if (!address) return city ?? '';
  return city && !address.toLocaleLowerCase('fr-FR').includes(city.toLocaleLowerCase('fr-FR'))
    ? `${address}, ${city}`
    : address;
}

function Contact({ association }: { association: PublicAssociation }) {
  const email = association.email || association.contact_email;
  const rows = [
    email && {
      label: ASSOCIATION_PAGE_TEXTS.email,
      value: <Anchor href={`mailto:${email}`}>{email}</Anchor>,
    },
    association.phone && {
      label: ASSOCIATION_PAGE_TEXTS.phone,
      value: (
        <Anchor href={`tel:${association.phone.replace(/\s/g, '')}`}>{association.phone}</Anchor>
      ),
    },
    (association.address || association.city) && {
      label: ASSOCIATION_PAGE_TEXTS.address,
      value: <Text size="sm">{fullAddress(association)}</Text>,
    },
    association.website && {
      label: ASSOCIATION_PAGE_TEXTS.website,
      value: (
        <Anchor href={association.website} target="_blank" rel="noopener noreferrer">
          {websiteLabel(association.website)}
        </Anchor>
      ),
    },
  ].filter(Boolean) as { label: string; value: ReactNode }[];
  if (rows.length === 0) return null;
  return (
    <SideCard
      titleId="association-contact-title"
      title={ASSOCIATION_PAGE_TEXTS.contact}
      testId="association-contact"
    >
      <Stack gap="xs" component="dl" style={{ margin: 0 }}>
        {rows.map((row) => (
          <LabelledEntry key={row.label} label={row.label}>
            {row.value}
          </LabelledEntry>
        ))}
      </Stack>
    </SideCard>
  );
}

function Stats({ association }: { association: PublicAssociation }) {
  const figures = [
    { value: formatEuros(association.raised_amount), label: ASSOCIATION_PAGE_TEXTS.totalRaised },
    {
      value: formatNumber(association.total_campaigns),
      label: ASSOCIATION_PAGE_TEXTS.campaignCount,
    },
    { value: formatYear(association.created_at), label: ASSOCIATION_PAGE_TEXTS.memberSince },
  ];
  return (
    <SideCard
      titleId="association-stats-title"
      title={ASSOCIATION_PAGE_TEXTS.statsTitle}
      testId="association-stats"
    >
      <SimpleGrid cols={3} spacing="xs">
        {figures.map((figure) => (
          <Box key={figure.label}>
            <Text fw={800} fz="lg" c="teal.9" style={{ overflowWrap: 'anywhere' }}>
              {figure.value}
            </Text>
            <Text size="xs" c="gray.7">
              {figure.label}
            </Text>
          </Box>
        ))}
      </SimpleGrid>
    </SideCard>
  );
}

/** The association page once loaded: banner, about, contact, campaigns, figures, support. */
export function AssociationDetail({ association, campaigns }: AssociationDetailProps) {
  const active = campaigns.filter((campaign) => campaign.status === 'active');
  return (
    <Stack gap="lg" data-testid="association-page">
      <BackHomeLink />
      <Box pos="relative" style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}>
        <CardImage
          src={association.image_url || PLACEHOLDER_IMAGE_URL}
          alt={association.name}
          height={240}
          isPriority
        />
        <Group gap="xs" pos="absolute" top={12} left={12}>
          <Badge color="teal.9" variant="filled">
            {DISPLAY_TEXTS.verified}
          </Badge>
          <Badge color="dark" variant="filled">
            {categoryLabel(association.category)}
          </Badge>
          <DeductibleBadge rate={association.tax_receipt_rate} />
        </Group>
      </Box>
      <Title order={1}>{association.name}</Title>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <TitledSection titleId="association-about-title" title={ASSOCIATION_PAGE_TEXTS.about}>
            <RichTextView html={association.description} emptyText={DISPLAY_TEXTS.noDescription} />
          </TitledSection>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="lg">
            <Stats association={association} />
            <Contact association={association} />
          </Stack>
        </Grid.Col>
      </Grid>
      <TitledSection
        titleId="association-campaigns-title"
        title={ASSOCIATION_PAGE_TEXTS.campaignsTitle}
        gap="md"
        id="campagnes"
      >
        {active.length === 0 ? (
          <Text c="gray.7">{ASSOCIATION_PAGE_TEXTS.noCampaign}</Text>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
            {active.map((campaign) => (
              <CampaignCard key={campaign.id} campaign={campaign} />
            ))}
          </SimpleGrid>
        )}
      </TitledSection>
      <Paper
        bg="teal.9"
        c="white"
        radius="md"
        p={{ base: 'lg', sm: 'xl' }}
        component="section"
        aria-labelledby="association-support-title"
      >
        <Stack gap="sm" align="flex-start">
          <Title order={2} id="association-support-title">
            {ASSOCIATION_PAGE_TEXTS.supportTitle}
          </Title>
          <Text>{ASSOCIATION_PAGE_TEXTS.supportText}</Text>
          {active.length > 0 && (
            <Button component="a" href="#campagnes" color="white" c="teal.9">
              {ASSOCIATION_PAGE_TEXTS.supportButton}
            </Button>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
