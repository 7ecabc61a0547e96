import { Group, TextInput } from '@mantine/core';
import { REFUND_MESSAGES } from 'shared-contracts/src/donation/donation-refund.texts';
import { SearchForm, type SearchFiltersProps } from '../../../components/SearchForm';
import type { DonationFilters } from '../hooks/use-donation-search';

const T = REFUND_MESSAGES;

/** The search form: email, name, campaign, amount range and payment dates; Enter searches. */
export function DonationSearchFilters({ form, ...actions }: SearchFiltersProps<DonationFilters>) {
  return (
    <SearchForm label={T.searchTitle} cols={{ base: 1, xs: 2, md: 4 }} texts={T} {...actions}>
      <TextInput label={T.email} type="search" {...form.field('email')} />
      <TextInput label={T.name} type="search" {...form.field('name')} />
      <TextInput label={T.campaign} type="search" {...form.field('campaign')} />
      <Group grow gap="xs" align="flex-start">
        <TextInput label={T.amountMin} inputMode="decimal" {...form.field('amount_min')} />
        <TextInput label={T.amountMax} inputMode="decimal" {...form.field('amount_max')} />
      </Group>
      <TextInput label={T.from} type="date" {...form.field('from')} />
      <TextInput label={T.to} type="date" {...form.field('to')} />
    </SearchForm>
  );
}
