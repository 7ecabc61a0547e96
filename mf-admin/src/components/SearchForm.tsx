import { Button, Group, SimpleGrid, type SimpleGridProps } from '@mantine/core';
import type { ReactNode } from 'react';
import type { FormFields } from 'shared-ui';

/** What a search's filters component is given: its fields, and what search and clear do. */
export interface SearchFiltersProps<Filters extends object> {
  form: FormFields<Filters>;
  onSearch: () => void;
  onClear: () => void;
}

export interface SearchFormProps extends Omit<SearchFiltersProps<object>, 'form'> {
  /** The search region's name, read by screen readers. */
  label: string;
  /** Columns of the fields' grid by screen width. */
  cols: SimpleGridProps['cols'];
  texts: { search: string; clear: string };
  noValidate?: boolean;
  /** The filter fields. */
  children: ReactNode;
}

/** An admin search's filters: a named search region, its fields, then search and clear; Enter searches. */
export function SearchForm({
  label,
  cols,
  texts,
  onSearch,
  onClear,
  noValidate,
  children,
}: SearchFormProps) {
  return (
    <form
      role="search"
      aria-label={label}
      noValidate={noValidate}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch();
      }}
    >
      <SimpleGrid cols={cols} spacing="sm">
        {children}
      </SimpleGrid>
      <Group mt="md" gap="sm">
        <Button type="submit">{texts.search}</Button>
        <Button variant="default" onClick={onClear}>
          {texts.clear}
        </Button>
      </Group>
    </form>
  );
}
