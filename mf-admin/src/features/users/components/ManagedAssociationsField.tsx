import { Checkbox, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { LIST_TEXTS, matchesSearch, type Association } from 'shared-contracts';
import { ADMIN_TEXTS } from '../../../config/texts';
import classes from './ManagedAssociationsField.module.css';

const T = ADMIN_TEXTS.userForm;

/** From this many associations on, a search box narrows the list. */
const SEARCH_FROM = 8;

export interface ManagedAssociationsFieldProps {
  /** The associations to choose from. */
  associations: Association[];
  /** The ids of the associations ticked. */
  value: string[];
  onChange: (ids: string[]) => void;
}

/**
 * The associations a manager runs: one checkbox each in a labelled group (read as such by screen
 * readers, ticked with the space bar), in a frame that scrolls when the list is long.
 */
export function ManagedAssociationsField({
  associations,
  value,
  onChange,
}: ManagedAssociationsFieldProps) {
  const [search, setSearch] = useState('');
  const shown = associations.filter((association) => matchesSearch(search, association.name));
  return (
    <Checkbox.Group
      label={T.associations}
      description={T.associationsHint}
      value={value}
      onChange={onChange}
    >
      {associations.length >= SEARCH_FROM && (
        <TextInput
          type="search"
          mt="xs"
          aria-label={LIST_TEXTS.associationSearchPlaceholder}
          placeholder={LIST_TEXTS.associationSearchPlaceholder}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
        />
      )}
      <div className={classes.list}>
        {shown.length > 0 ? (
          <Stack gap="xs">
            {shown.map((association) => (
              <Checkbox key={association.id} value={association.id} label={association.name} />
            ))}
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            {LIST_TEXTS.noAssociationFound}
          </Text>
        )}
      </div>
    </Checkbox.Group>
  );
}
