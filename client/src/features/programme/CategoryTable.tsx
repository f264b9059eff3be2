import { IconButton } from '@chakra-ui/react/button';
import { HStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { Category } from '@ctf/shared/schemas/programme';
import { ROLES, type Role } from '@ctf/shared/constants';
import { createColumnHelper } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/data-table';
import { PencilIcon } from '@/features/admin/icons';
import { useInterfaceScript } from '@/lib/script';
import { TrashIcon } from '../organizer/icons';
import { ageWindowText } from './age-window';
import { ArrowDownIcon, ArrowUpIcon } from './icons';

const column = createColumnHelper<Category>();

interface CategoryTableProps {
  seasonName: string;
  categories: Category[];
  onEdit: (category: Category) => void;
  onDelete: (category: Category) => void;
  onMove: (category: Category, direction: 'up' | 'down') => void;
  /** A move is on its way: the order buttons wait for it. */
  isMoving: boolean;
}

/** A season's categories in their order: code, name, age window in words, school levels, role, and what to do. */
export function CategoryTable({ seasonName, categories, onEdit, onDelete, onMove, isMoving }: CategoryTableProps) {
  const { t, i18n } = useTranslation();
  const inScript = useInterfaceScript();
  const last = categories.length - 1;
  const columns = [
    column.accessor('name', {
      header: () => t('organizerArea.seasons.columns.name'),
      cell: (info) => (
        <Text as="span" fontWeight="semibold">
          {inScript(info.getValue())}
        </Text>
      ),
      meta: { wrap: true, primary: true },
    }),
    column.accessor('code', {
      header: () => t('organizerArea.seasons.columns.code'),
      cell: (info) => (
        <Text as="span" fontFamily="mono" fontSize="sm">
          {info.getValue()}
        </Text>
      ),
    }),
    column.display({
      id: 'age',
      header: () => t('organizerArea.seasons.columns.age'),
      cell: (info) => ageWindowText(t, i18n.resolvedLanguage ?? i18n.language, info.row.original),
      meta: { wrap: true },
    }),
    column.accessor('school_levels', {
      header: () => t('organizerArea.seasons.columns.schoolLevels'),
      cell: (info) =>
        info.getValue().length === 0
          ? t('organizerArea.seasons.anyLevel')
          : info
              .getValue()
              .map((level) => t(`organizerArea.seasons.schoolLevels.${level}`))
              .join(', '),
      meta: { wrap: true },
    }),
    column.accessor('required_role', {
      header: () => t('organizerArea.seasons.columns.role'),
      cell: (info) => {
        const role = info.getValue();
        return role !== null && (ROLES as readonly string[]).includes(role)
          ? t(`organizerArea.seasons.roles.${role as Role}`)
          : (role ?? t('organizerArea.seasons.noRole'));
      },
    }),
    column.display({
      id: 'actions',
      header: () => t('organizerArea.seasons.columns.actions'),
      cell: ({ row }) => {
        const category = row.original;
        const name = inScript(category.name);
        const actions = [
          {
            label: t('organizerArea.seasons.moveUp', { name }),
            Icon: ArrowUpIcon,
            isDisabled: row.index === 0 || isMoving,
            onClick: () => onMove(category, 'up'),
          },
          {
            label: t('organizerArea.seasons.moveDown', { name }),
            Icon: ArrowDownIcon,
            isDisabled: row.index === last || isMoving,
            onClick: () => onMove(category, 'down'),
          },
          { label: t('organizerArea.seasons.edit', { name }), Icon: PencilIcon, onClick: () => onEdit(category) },
          {
            label: t('organizerArea.seasons.deleteCategoryLabel', { name }),
            Icon: TrashIcon,
            palette: 'red',
            onClick: () => onDelete(category),
          },
        ];
        return (
          <HStack gap="1">
            {actions.map(({ label, Icon, isDisabled, palette, onClick }) => (
              <IconButton
                key={label}
                size="sm"
                variant="ghost"
                colorPalette={palette}
                aria-label={label}
                disabled={isDisabled}
                onClick={onClick}
              >
                <Icon />
              </IconButton>
            ))}
          </HStack>
        );
      },
      meta: { isActions: true },
    }),
  ];
  return (
    <DataTable
      label={t('organizerArea.seasons.tableLabel', { name: inScript(seasonName) })}
      columns={columns}
      data={categories}
      getRowId={(category) => String(category.id)}
      data-testid="category-table"
    />
  );
}
