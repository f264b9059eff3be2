import { Button } from '@chakra-ui/react/button';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '@/components/ui/notify';
import { trpc } from '@/lib/trpc';
import { JoinLinkBox } from '../../mentors/JoinLinkBox';
import { LinkIcon, RotateIcon } from '../../mentors/icons';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { useNotifyError } from '../errors';

/** The school's link (made the first time it is shown), and a new one when the old was handed too far. */
export function InstitutionJoinLink({ institutionId }: { institutionId: number }) {
  const { t } = useTranslation();
  const notifyError = useNotifyError();
  const [code, setCode] = useState<string | null>(null);
  const [isConfirmingRotate, setIsConfirmingRotate] = useState(false);
  const show = trpc.admin.mentors.joinCode.useMutation({
    onSuccess: (answer) => setCode(answer.code),
    onError: notifyError,
  });
  const rotate = trpc.admin.mentors.rotateJoinCode.useMutation({
    onSuccess: (answer) => {
      setCode(answer.code);
      setIsConfirmingRotate(false);
      notify({ type: 'success', title: t('mentors.admin.rotated') });
    },
    onError: (error) => {
      setIsConfirmingRotate(false);
      notifyError(error);
    },
  });

  return (
    <Stack gap="3" data-testid="institution-join-link">
      <Text color="fg.muted">{t('mentors.admin.joinLinkText')}</Text>
      {code ? (
        <JoinLinkBox
          code={code}
          label={t('mentors.joinLink.label')}
          actions={
            <Button
              variant="outline"
              colorPalette="red"
              size={{ base: 'lg', md: 'md' }}
              flexShrink={0}
              onClick={() => setIsConfirmingRotate(true)}
            >
              <RotateIcon aria-hidden="true" />
              {t('mentors.admin.rotate')}
            </Button>
          }
        />
      ) : (
        <Button
          variant="outline"
          alignSelf="flex-start"
          loading={show.isPending}
          onClick={() => show.mutate({ institution_id: institutionId })}
        >
          <LinkIcon aria-hidden="true" />
          {t('mentors.joinLink.show')}
        </Button>
      )}
      <ConfirmDialog
        isOpen={isConfirmingRotate}
        onClose={() => setIsConfirmingRotate(false)}
        onConfirm={() => rotate.mutate({ institution_id: institutionId })}
        isConfirming={rotate.isPending}
        title={t('mentors.admin.rotateTitle')}
        text={t('mentors.admin.rotateText')}
        confirmLabel={t('mentors.admin.rotate')}
        confirmingLabel={t('mentors.admin.rotating')}
      />
    </Stack>
  );
}
