import { HStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { Role } from '@ctf/shared/constants';
import { useTranslation } from 'react-i18next';
import { CodeBadge } from '@/components/ui/code-badge';

/** docs/decisions.md (Admin): organizer blue, admin red, women4cyber purple, reporter teal, mentor green. */
export const ROLE_COLORS: Record<Role, 'blue' | 'red' | 'purple' | 'teal' | 'green'> = {
  organizer: 'blue',
  admin: 'red',
  women4cyber: 'purple',
  reporter: 'teal',
  mentor: 'green',
};

export function RoleBadge({ role }: { role: Role }) {
  return <CodeBadge code={role} colors={ROLE_COLORS} labels="admin.roles" data-role={role} />;
}

export function RoleBadges({ roles }: { roles: readonly Role[] }) {
  const { t } = useTranslation();
  if (roles.length === 0) {
    return (
      <Text as="span" color="fg.subtle" fontSize="sm">
        {t('admin.users.noRoles')}
      </Text>
    );
  }
  return (
    <HStack gap="1.5" wrap="wrap">
      {roles.map((role) => (
        <RoleBadge key={role} role={role} />
      ))}
    </HStack>
  );
}
