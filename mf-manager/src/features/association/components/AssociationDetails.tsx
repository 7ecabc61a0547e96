import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { categoryLabel, statusLabel, type Association } from 'shared-contracts';
import { RichTextView } from 'shared-ui';
import { MANAGER_TEXTS } from '../../../config/texts';

const STATUS_COLORS: Record<string, string> = {
  approved: 'teal',
  pending: 'indigo',
  rejected: 'red',
};

function Field({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Stack gap={0} style={{ minWidth: 0 }}>
      <Text size="xs" c="gray.7" component="dt">
        {label}
      </Text>
      <Text size="sm" component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
        {value || MANAGER_TEXTS.notProvided}
      </Text>
    </Stack>
  );
}

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md" component="section">
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" component="dl" m={0}>
        {children}
      </SimpleGrid>
    </Paper>
  );
}

/** General, legal and bank information of the manager's association. */
export function AssociationDetails({ association }: { association: Association }) {
  const labels = MANAGER_TEXTS.fields;
  return (
    <Stack gap="md">
      <Group gap="sm" wrap="wrap">
        <Title order={2} size="h3">
          {association.name}
        </Title>
        <Badge color={STATUS_COLORS[association.status] ?? 'gray'} variant="light">
          {statusLabel(association.status)}
        </Badge>
        <Badge variant="outline">{categoryLabel(association.category)}</Badge>
      </Group>
      <RichTextView html={association.description} />
      <Block title={MANAGER_TEXTS.generalInfo}>
        <Field label={labels.contact_email} value={association.contact_email} />
        <Field label={labels.email} value={association.email} />
        <Field label={labels.phone} value={association.phone} />
        <Field label={labels.website} value={association.website} />
        <Field label={labels.address} value={association.address} />
        <Field label={labels.postal_code} value={association.postal_code} />
        <Field label={labels.city} value={association.city} />
      </Block>
      <Block title={MANAGER_TEXTS.legalInfo}>
        <Field label={labels.siret} value={association.siret} />
        <Field label={labels.siren} value={association.siren} />
        <Field label={labels.rna} value={association.rna} />
        <Field label={labels.ape_code} value={association.ape_code} />
        <Field label={labels.manager_name} value={association.manager_name} />
        <Field label={labels.manager_email} value={association.manager_email} />
        <Field label={labels.manager_phone} value={association.manager_phone} />
      </Block>
      <Block title={MANAGER_TEXTS.bankInfo}>
        <Field label={labels.bank_name} value={association.bank_name} />
        <Field label={labels.iban} value={association.iban ?? association.rib_iban} />
        <Field label={labels.bic} value={association.bic ?? association.rib_bic} />
      </Block>
    </Stack>
  );
}
