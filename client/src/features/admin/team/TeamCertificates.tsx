import { Button } from '@chakra-ui/react/button';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { Roster } from '@ctf/shared/schemas/roster';
import { useTranslation } from 'react-i18next';
import { trpc } from '@/lib/trpc';
import { useSignedInUser } from '../../auth/signed-in-user';
import { CertificateList } from '../../certificates/staff/CertificateList';
import { IssueProgress } from '../../certificates/staff/IssueProgress';
import { isRunning, useIssueHandlers, useIssueProgress } from '../../certificates/staff/use-issue-run';
import '@/locales/certificates';
import '@/locales/organizer/certificates';

/** The confirmed roster's "member of the national team" certificates: issue them (queued, with progress) and list them. */
function TeamCertificatesIssue({ roster }: { roster: Roster }) {
  const { t } = useTranslation();
  const source = { roster_id: roster.id };
  const progress = useIssueProgress(source);
  const issue = trpc.organizer.certificates.issueTeam.useMutation(useIssueHandlers(source));
  return (
    <Stack gap="4">
      <Button
        alignSelf="flex-start"
        colorPalette="brand"
        disabled={isRunning(progress.data)}
        loading={issue.isPending}
        loadingText={t('certificatesStaff.issue.submitting')}
        onClick={() => issue.mutate(source)}
        data-testid="issue-team-certificates"
      >
        {t('certificatesStaff.team.submit')}
      </Button>
      <IssueProgress progress={progress.data} />
      <CertificateList filter={{ kind: 'team', season: roster.season }} />
    </Stack>
  );
}

/**
 * A confirmed roster's team certificates. Certificates are an organizer's work (the procedures are
 * organizers'); an admin without that role is told so instead of being shown a button that fails.
 */
export function TeamCertificates({ roster }: { roster: Roster }) {
  const { t } = useTranslation();
  const user = useSignedInUser();
  return (
    <Stack gap="3" data-testid="team-certificates">
      <Text color="fg.muted">{t('certificatesStaff.team.description')}</Text>
      {user.roles.includes('organizer') ? (
        <TeamCertificatesIssue roster={roster} />
      ) : (
        <Text color="fg.muted">{t('certificatesStaff.team.needsOrganizer')}</Text>
      )}
    </Stack>
  );
}
