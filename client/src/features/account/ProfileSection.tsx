import { Badge } from '@chakra-ui/react/badge';
import { HStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/dates';
import { UserIcon } from '../app-shell/icons';
import { AccountSection } from './AccountSection';
import { Details } from './Details';
import type { AccountUser } from './types';

/** Spec "/app/account": username, e-mail, user id and member since. */
export function ProfileSection({ user }: { user: AccountUser }) {
  const { t } = useTranslation();
  return (
    <AccountSection icon={<UserIcon />} title={t('account.profile.title')} data-testid="profile-section">
      <Details
        items={[
          { label: t('account.profile.username'), value: user.username, testId: 'profile-username' },
          {
            label: t('account.profile.email'),
            value: (
              <HStack gap="2" wrap="wrap">
                <Text as="span" wordBreak="break-all">
                  {user.email}
                </Text>
                <Badge colorPalette={user.email_verified_at ? 'green' : 'orange'} variant="subtle">
                  {user.email_verified_at ? t('account.profile.emailVerified') : t('account.profile.emailNotVerified')}
                </Badge>
              </HStack>
            ),
            testId: 'profile-email',
          },
          { label: t('account.profile.userId'), value: String(user.id), testId: 'profile-user-id' },
          {
            label: t('account.profile.memberSince'),
            value: formatDateTime(user.created_at),
            testId: 'profile-member-since',
          },
        ]}
      />
    </AccountSection>
  );
}
