import { Button } from '@chakra-ui/react/button';
import { Checkbox } from '@chakra-ui/react/checkbox';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { createColumnHelper } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { actionsColumn } from '../../components/data-table/actions-column';
import { formatDateTime } from '../../lib/dates';
import { RegistrationStatusBadge } from '../competitions/badges';
import type { Registration } from '../competitions/types';
import { EyeIcon } from './icons';
import { RegistrationActions } from './RegistrationActions';
import { fullName, institutionLabel } from './registration-details';
import type { useRegistrationDecision } from './use-registration-decision';
import { CategoriesLine } from '../people-categories/categories-column';
import type { ListCategories } from '../people-categories/use-list-categories';

export type RegistrationRow = Registration & {
  shirt_size: string | null;
  city: string | null;
  /** The registrant's categories in the list's season (computed from the accepted application). */
  categories?: string[];
};

const column = createColumnHelper<RegistrationRow>();

interface ColumnOptions {
  t: TFunction;
  /** Listed names in the interface's script (useInterfaceScript). */
  inScript: (name: string) => string;
  decision: ReturnType<typeof useRegistrationDecision>;
  categories: Pick<ListCategories, 'namesOf'>;
  onView: (id: number) => void;
  /** The pending registrations ticked for one bulk decision. */
  selection: { selected: ReadonlySet<number>; toggle: (ids: number[], on: boolean) => void };
  /** The pending registrations on this page (the header's box ticks them all). */
  pendingOnPage: number[];
}

/** The registrations table's columns; ids are the server's sort keys where the server sorts by them. */
export function registrationColumns({
  t,
  inScript,
  decision,
  // The registrations table has no room for a categories column at 1280 px in Serbian: a line under the name.
  categories,
  onView,
  selection,
  pendingOnPage,
}: ColumnOptions) {
  const { selected, toggle } = selection;
  const allOnPageSelected = pendingOnPage.length > 0 && pendingOnPage.every((id) => selected.has(id));
  return [
    column.display({
      id: 'select',
      header: () => (
        <Checkbox.Root
          size="sm"
          checked={allOnPageSelected ? true : pendingOnPage.some((id) => selected.has(id)) ? 'indeterminate' : false}
          disabled={pendingOnPage.length === 0}
          onCheckedChange={(details) => toggle(pendingOnPage, details.checked === true)}
          aria-label={t('organizerArea.ops.registrations.selectAll')}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
        </Checkbox.Root>
      ),
      cell: (info) =>
        info.row.original.status === 'pending' ? (
          <Checkbox.Root
            size="sm"
            checked={selected.has(info.row.original.id)}
            onCheckedChange={(details) => toggle([info.row.original.id], details.checked === true)}
            aria-label={t('organizerArea.ops.registrations.selectRow', { name: fullName(info.row.original) })}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
          </Checkbox.Root>
        ) : null,
    }),
    column.accessor((row) => fullName(row), {
      id: 'name',
      header: () => t('organizerArea.registrations.columns.name'),
      cell: (info) => (
        <Stack gap="0" maxW={{ base: '48', md: '56' }}>
          <Text as="span" fontWeight="medium" lineClamp="2" title={info.getValue()}>
            {info.getValue()}
          </Text>
          <Text as="span" fontSize="xs" color="fg.muted" truncate title={info.row.original.user.username}>
            {info.row.original.user.username}
          </Text>
          <CategoriesLine codes={info.row.original.categories} namesOf={categories.namesOf} />
        </Stack>
      ),
      meta: { wrap: true, primary: true },
    }),
    // The institution with the city under it, cut to two lines (whole in the tooltip): the table fits 1280 px.
    column.accessor((row) => institutionLabel(row, inScript) ?? '', {
      id: 'institution',
      header: () => t('organizerArea.registrations.columns.institution'),
      cell: (info) => (
        <Stack gap="0" maxW={{ base: '44', md: '52' }}>
          {info.getValue() ? (
            <Text as="span" lineClamp="2" title={info.getValue()}>
              {info.getValue()}
            </Text>
          ) : (
            <Text as="span" color="fg.subtle">
              {t('competitions.notSpecified')}
            </Text>
          )}
          {info.row.original.city && (
            <Text as="span" fontSize="xs" color="fg.muted" truncate title={info.row.original.city}>
              {info.row.original.city}
            </Text>
          )}
        </Stack>
      ),
      enableSorting: false,
      meta: { wrap: true },
    }),
    column.accessor('shirt_size', {
      header: () => t('organizerArea.ops.registrations.columns.shirtSize'),
      cell: (info) => info.getValue() ?? '',
      enableSorting: false,
      meta: { compact: true },
    }),
    column.accessor('status', {
      header: () => t('organizerArea.registrations.columns.status'),
      cell: (info) => <RegistrationStatusBadge status={info.getValue()} />,
    }),
    column.accessor('created_at', {
      header: () => t('organizerArea.registrations.columns.registeredAt'),
      cell: (info) => formatDateTime(info.getValue()),
    }),
    column.display(
      actionsColumn(t('organizerArea.registrations.columns.actions'), (registration) => (
        <Stack direction={{ base: 'column', md: 'row' }} gap="2" align={{ base: 'flex-start', md: 'center' }}>
          <Button size="xs" variant="outline" onClick={() => onView(registration.id)}>
            <EyeIcon />
            {t('organizerArea.registrations.view')}
          </Button>
          {registration.status === 'pending' && <RegistrationActions id={registration.id} decision={decision} />}
        </Stack>
      )),
    ),
  ];
}
