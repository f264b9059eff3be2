import { Stack } from '@chakra-ui/react/stack';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchInput } from '@/components/data-table';
import { trpc } from '@/lib/trpc';
import { RadioPickList } from '../components/RadioPickList';

const PICK_PAGE_SIZE = 10;

export interface PickedUser {
  id: number;
  username: string;
  email: string;
}

/**
 * Users searched on the server (the users list's one people search: username, e-mail), as radio
 * buttons: the first ten matches. Nothing is listed before something is typed.
 */
export function UserSearchPick({
  selectedId,
  onSelect,
}: {
  selectedId: number | null;
  onSelect: (user: PickedUser) => void;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const users = trpc.admin.users.list.useQuery(
    { search, per_page: PICK_PAGE_SIZE, sort: 'username' },
    { enabled: search.length > 0, placeholderData: keepPreviousData },
  );
  return (
    <Stack gap="3">
      <SearchInput value={search} onSearch={setSearch} label={t('mentors.admin.userSearch')} />
      {search.length > 0 && (
        <RadioPickList
          legend={t('mentors.admin.usersLabel')}
          name="mentor_user"
          query={users}
          emptyText={t('mentors.admin.noUsers')}
          selectedId={selectedId}
          onSelect={(user) => onSelect({ id: user.id, username: user.username, email: user.email })}
          primary={(user) => user.username}
          secondary={(user) => user.email}
          breakAnywhere
        />
      )}
    </Stack>
  );
}
