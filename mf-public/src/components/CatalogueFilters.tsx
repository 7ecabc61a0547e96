import { Group, NativeSelect, Text, TextInput } from '@mantine/core';
import { type CategoryOption } from 'shared-contracts';
import { PUBLIC_TEXTS } from '../config/texts';

export interface CatalogueFiltersProps {
  search: string;
  onSearchChange: (value: string) => void;
  category: string;
  onCategoryChange: (value: string) => void;
  categoryOptions: CategoryOption[];
  /** The spec's placeholder ('Rechercher un projet...'). */
  searchPlaceholder: string;
  /** The search box's accessible name. */
  searchLabel: string;
  /** '{n} projet(s) trouvé(s)', announced as the list changes. */
  countText: string;
}

/** The search box, the category select and the result count of a public list. */
export function CatalogueFilters(props: CatalogueFiltersProps) {
  return (
    <Group align="flex-end" justify="space-between" gap="sm" wrap="wrap">
      <Group align="flex-end" gap="sm" wrap="wrap" style={{ flex: '1 1 320px' }}>
        <TextInput
          type="search"
          aria-label={props.searchLabel}
          placeholder={props.searchPlaceholder}
          value={props.search}
          onChange={(event) => props.onSearchChange(event.currentTarget.value)}
          style={{ flex: '1 1 220px', minWidth: 0 }}
        />
        <NativeSelect
          aria-label={PUBLIC_TEXTS.categoryLabel}
          value={props.category}
          onChange={(event) => props.onCategoryChange(event.currentTarget.value)}
          data={props.categoryOptions}
          style={{ flex: '0 1 220px', minWidth: 0 }}
        />
      </Group>
      <Text c="gray.7" role="status" data-testid="catalogue-count">
        {props.countText}
      </Text>
    </Group>
  );
}
