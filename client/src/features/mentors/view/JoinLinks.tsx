import { Button } from '@chakra-ui/react/button';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MentorInstitution } from '@ctf/shared/schemas/mentors';
import { notify } from '../../../components/ui/notify';
import { serverMessageOf } from '../../../lib/errors';
import { useInterfaceScript } from '../../../lib/script';
import { trpc } from '../../../lib/trpc';
import { JoinLinkBox } from '../JoinLinkBox';
import { LinkIcon } from '../icons';

/** One school's link: fetched (and made, the first time) when the mentor asks for it. */
function SchoolJoinLink({ school }: { school: MentorInstitution }) {
  const { t } = useTranslation();
  const inScript = useInterfaceScript();
  const [code, setCode] = useState<string | null>(null);
  const joinCode = trpc.mentor.joinCode.useMutation({
    onSuccess: (answer) => setCode(answer.code),
    onError: (error) =>
      notify({ type: 'error', title: t('mentors.joinLink.failed'), description: serverMessageOf(error) }),
  });
  const name = inScript(school.name);
  if (code) return <JoinLinkBox code={code} label={name} />;
  return (
    <Stack gap="1" align="flex-start">
      <Text fontWeight="medium">{name}</Text>
      <Button
        variant="outline"
        size={{ base: 'lg', md: 'md' }}
        w={{ base: 'full', sm: 'auto' }}
        loading={joinCode.isPending}
        onClick={() => joinCode.mutate({ institution_id: school.id })}
      >
        <LinkIcon aria-hidden="true" />
        {t('mentors.joinLink.show')}
      </Button>
    </Stack>
  );
}

/** The mentor's schools' links, which fill the school in on a student's application. */
export function JoinLinks({ institutions }: { institutions: MentorInstitution[] }) {
  const { t } = useTranslation();
  return (
    <Stack gap="4">
      <Text color="fg.muted">{t('mentors.joinLink.text')}</Text>
      {institutions.map((school) => (
        <SchoolJoinLink key={school.id} school={school} />
      ))}
    </Stack>
  );
}
