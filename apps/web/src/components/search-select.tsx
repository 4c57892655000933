import { Select, type SelectProps } from '@mantine/core';

/**
 * A Select whose options come from a server search as the person types: they are shown as the server sent them (the
 * server already matched them), and the empty list says "Searching..." while an answer is on its way.
 */
export function SearchSelect({ searching, ...props }: Omit<SelectProps, 'searchable' | 'filter' | 'nothingFoundMessage'> & { searching: boolean }) {
  return <Select searchable {...props} nothingFoundMessage={searching ? 'Searching...' : 'No Data'} filter={({ options }) => options} />;
}
