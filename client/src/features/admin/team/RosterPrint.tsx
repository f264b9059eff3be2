import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Heading } from '@chakra-ui/react/heading';
import { Grid, GridItem } from '@chakra-ui/react/grid';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Table } from '@/components/ui/recipes/table';
import { Text } from '@chakra-ui/react/text';
import type { RosterPlayer } from '@ctf/shared/schemas/roster';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { formatDate } from '@/lib/dates';
import { useInterfaceScript } from '@/lib/script';
import { trpc } from '@/lib/trpc';
import { useDocumentTitle } from '@/lib/use-document-title';
import { listPlaceholder } from '../components/list-placeholder';
import { ADMIN_PATHS } from '../paths';

/** Black on white whatever the theme, so the page prints as it shows. */
const PAPER = { bg: 'white', color: 'black' } as const;

function PlayerTable({ title, players, start }: { title: string; players: RosterPlayer[]; start: number }) {
  const { t } = useTranslation();
  const inScript = useInterfaceScript();
  return (
    <Stack gap="2">
      <Heading as="h2" size="md" color="black">
        {title}
      </Heading>
      <Table.Root
        size="sm"
        variant="outline"
        css={{ '& th, & td': { color: 'black', borderColor: 'gray.400', whiteSpace: 'normal' } }}
      >
        <Table.Header>
          <Table.Row bg="white">
            <Table.ColumnHeader w="12">{t('admin.team.print.number')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('admin.team.roster.columns.name')}</Table.ColumnHeader>
            <Table.ColumnHeader display={{ base: 'none', sm: 'table-cell' }}>
              {t('admin.team.roster.columns.username')}
            </Table.ColumnHeader>
            <Table.ColumnHeader>{t('admin.team.roster.columns.age')}</Table.ColumnHeader>
            <Table.ColumnHeader w={{ base: '24', sm: '40' }}>{t('admin.team.print.signature')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {players.map((player, index) => (
            <Table.Row key={player.user_id} bg="white">
              <Table.Cell>{start + index}</Table.Cell>
              <Table.Cell>{player.full_name ? inScript(player.full_name) : '—'}</Table.Cell>
              <Table.Cell display={{ base: 'none', sm: 'table-cell' }}>{player.username}</Table.Cell>
              <Table.Cell>{player.age ?? '—'}</Table.Cell>
              <Table.Cell />
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Stack>
  );
}

/** /admin/team/:id/print: one clean page with the event, its date, the players and reserves, and a signature line. */
export function RosterPrint({ id }: { id: number }) {
  const { t } = useTranslation();
  const inScript = useInterfaceScript();
  const roster = trpc.admin.roster.get.useQuery({ id });
  useDocumentTitle(t('admin.team.print.title'));
  if (roster.isPending || roster.isError) return listPlaceholder(roster);
  const data = roster.data;
  const players = data.members.filter((member) => !member.reserve);
  const reserves = data.members.filter((member) => member.reserve);
  return (
    <Box {...PAPER} minH="100vh" px={{ base: '4', md: '12' }} py="8" data-testid="roster-print">
      <HStack gap="2" mb="6" css={{ '@media print': { display: 'none' } }}>
        <Button size="sm" onClick={() => window.print()}>
          {t('admin.team.print.printNow')}
        </Button>
        <Button asChild size="sm" variant="outline" color="black">
          <RouterLink to={ADMIN_PATHS.teamRoster(id)}>{t('admin.team.roster.back')}</RouterLink>
        </Button>
      </HStack>
      <Stack gap="6" maxW="4xl" mx="auto">
        <Stack gap="1">
          <Heading as="h1" size="2xl" color="black">
            {t('admin.team.print.title')}
          </Heading>
          {data.status === 'draft' && (
            <Text fontWeight="bold" color="red.700">
              {t('admin.team.print.draft')}
            </Text>
          )}
        </Stack>
        <Grid templateColumns="auto 1fr" columnGap="4" rowGap="1">
          <GridItem fontWeight="semibold">{t('admin.team.print.event')}</GridItem>
          <GridItem>{inScript(data.event_name)}</GridItem>
          <GridItem fontWeight="semibold">{t('admin.team.print.date')}</GridItem>
          <GridItem>{formatDate(data.reference_date)}</GridItem>
          <GridItem fontWeight="semibold">{t('admin.team.print.season')}</GridItem>
          <GridItem>{inScript(data.season)}</GridItem>
        </Grid>
        <PlayerTable title={t('admin.team.print.players')} players={players} start={1} />
        {reserves.length > 0 && (
          <PlayerTable title={t('admin.team.print.reserves')} players={reserves} start={players.length + 1} />
        )}
        <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="10" pt="12">
          {[t('admin.team.print.place'), t('admin.team.print.approved')].map((label) => (
            <Stack key={label} gap="1">
              <Box borderBottomWidth="1px" borderColor="black" h="10" />
              <Text fontSize="sm">{label}</Text>
            </Stack>
          ))}
        </Grid>
      </Stack>
    </Box>
  );
}
