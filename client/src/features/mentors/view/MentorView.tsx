import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import { trpc } from '../../../lib/trpc';
import { AccountSection } from '../../account/AccountSection';
import { Notice } from '../../account/Notice';
import { QueryState } from '../../account/QueryState';
import { GraduationCapIcon, LinkIcon, MailIcon } from '../icons';
import { DigestSwitch } from './DigestSwitch';
import { JoinLinks } from './JoinLinks';
import { StudentsList } from './StudentsList';

/**
 * `/app/mentor`: the students of the mentor's schools who agreed to it (name, category, stage,
 * results, playground; nothing else about them), the schools' links, and the e-mail digest.
 */
export function MentorView() {
  const { t } = useTranslation();
  const overview = trpc.mentor.institutions.useQuery();
  if (!overview.data) {
    return (
      <QueryState isError={overview.isError} onRetry={() => void overview.refetch()} isRetrying={overview.isFetching} />
    );
  }
  const { institutions, digest_enabled: isDigestEnabled } = overview.data;
  if (institutions.length === 0) {
    return (
      <Notice status="info" title={t('mentors.view.noSchoolsTitle')} data-testid="mentor-no-schools">
        {t('mentors.view.noSchoolsText')}
      </Notice>
    );
  }
  return (
    <Stack gap={{ base: '5', md: '6' }}>
      <Text color="fg.muted" fontSize={{ base: 'md', md: 'lg' }} mt={{ base: '-2', md: '-4' }}>
        {t('mentors.view.intro')}
      </Text>
      <AccountSection
        icon={<GraduationCapIcon />}
        title={t('mentors.view.studentsTitle')}
        data-testid="mentor-students"
      >
        <StudentsList institutions={institutions} />
      </AccountSection>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap={{ base: '5', md: '6' }}>
        <AccountSection icon={<LinkIcon />} title={t('mentors.joinLink.title')} data-testid="mentor-join-links">
          <JoinLinks institutions={institutions} />
        </AccountSection>
        <AccountSection icon={<MailIcon />} title={t('mentors.digest.title')} data-testid="mentor-digest">
          <DigestSwitch isEnabled={isDigestEnabled} />
        </AccountSection>
      </SimpleGrid>
    </Stack>
  );
}
