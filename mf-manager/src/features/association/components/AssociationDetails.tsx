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

type ShownField = keyof typeof MANAGER_TEXTS.fields & keyof Association;

/** What the manager reads, block by block, in this order. */
const BLOCKS: { title: string; fields: ShownField[] }[] = [
  {
    title: MANAGER_TEXTS.generalInfo,
    fields: ['contact_email', 'email', 'phone', 'website', 'address', 'postal_code', 'city'],
  },
  {
    title: MANAGER_TEXTS.legalInfo,
    fields: ['siret', 'siren', 'rna', 'ape_code', 'manager_name', 'manager_email', 'manager_phone'],
  },
  { title: MANAGER_TEXTS.bankInfo, fields: ['bank_name', 'iban', 'bic'] },
];

/** A field's value; the bank details fall back on the RIB's when only those were given. */
function shownValue(association: Association, field: ShownField): ReactNode {
  if (field === 'iban') return association.iban ?? association.rib_iban;
  if (field === 'bic') return association.bic ?? association.rib_bic;
  return association[field] as ReactNode;
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
      {BLOCKS.map((block) => (
        <Block key={block.title} title={block.title}>
          {block.fields.map((field) => (
            <Field key={field} label={labels[field]} value={shownValue(association, field)} />
          ))}
        </Block>
      ))}
    </Stack>
  );
}
