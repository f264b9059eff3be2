import { Flex } from '@chakra-ui/react/flex';
import { HStack } from '@chakra-ui/react/stack';
import type { ReactNode } from 'react';
import { SearchInput } from './SearchInput';

/**
 * Above a list: its search (if any) on the left; filters, page size and total on the right, wrapping
 * on phones, where they start at the left edge as the search does.
 */
export function ListToolbar({ search, children }: { search?: ReactNode; children: ReactNode }) {
  return (
    <Flex gap="3" wrap="wrap" align="center" justify="space-between">
      {search}
      <HStack gap="4" ms={{ base: '0', md: 'auto' }} wrap="wrap" justify={{ base: 'flex-start', md: 'flex-end' }}>
        {children}
      </HStack>
    </Flex>
  );
}

/** The part of a list's address state (useListParams) its search box reads and writes. */
interface SearchParams {
  search: string;
  setSearch: (search: string) => void;
}

/** The toolbar of a list searched through its address: the search box bound to the list's params. */
export function SearchListToolbar({
  params,
  label,
  placeholder,
  children,
}: {
  params: SearchParams;
  label: string;
  placeholder?: string;
  children: ReactNode;
}) {
  return (
    <ListToolbar
      search={<SearchInput value={params.search} onSearch={params.setSearch} label={label} placeholder={placeholder} />}
    >
      {children}
    </ListToolbar>
  );
}
