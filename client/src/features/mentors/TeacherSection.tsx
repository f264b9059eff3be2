import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { chakra } from '@chakra-ui/react/styled-system';
import { Text } from '@chakra-ui/react/text';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { ZMentorRequestAccessSchema, type MentorOwnRequest } from '@ctf/shared/schemas/mentors';
import { useZodForm } from '../../components/form/use-zod-form';
import { notify } from '../../components/ui/notify';
import { formatDate } from '../../lib/dates';
import { serverMessageOf } from '../../lib/errors';
import { PATHS } from '../../lib/paths';
import { useInterfaceScript } from '../../lib/script';
import { trpc } from '../../lib/trpc';
import { AccountSection } from '../account/AccountSection';
import { useSignedInUser } from '../auth/signed-in-user';
import { InstitutionPicker } from '../competitor/InstitutionPicker';
import type { InstitutionChoice } from '../competitor/wizard-values';
import { GraduationCapIcon } from './icons';
import { RequestStatusBadge } from './RequestStatusBadge';
import '../../locales/mentors';

/** One of the teacher's requests: the school, its state, and who it waits for. */
function OwnRequest({ request }: { request: MentorOwnRequest }) {
  const { t } = useTranslation();
  const inScript = useInterfaceScript();
  const waitsFor =
    request.status === 'pending'
      ? t(request.confirmation === 'email' ? 'mentors.teacher.waitsForSchool' : 'mentors.teacher.waitsForAdmin')
      : null;
  return (
    <Box as="li" listStyleType="none" borderWidth="1px" borderColor="border.muted" rounded="md" px="3" py="2">
      <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
        <Box minW="0">
          <Text fontWeight="medium" overflowWrap="anywhere">
            {inScript(request.institution.name)}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {inScript(request.institution.city)} ·{' '}
            {t('mentors.teacher.askedOn', { date: formatDate(request.created_at) })}
          </Text>
        </Box>
        <RequestStatusBadge status={request.status} />
      </HStack>
      {waitsFor && (
        <Text fontSize="sm" color="fg.muted" mt="1">
          {waitsFor}
        </Text>
      )}
    </Box>
  );
}

/**
 * The account page's "I am a teacher" block: ask to mentor a school (its contact confirms by a
 * mailed link, or an admin decides), and the state of what was asked.
 */
export function TeacherSection() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const utils = trpc.useUtils();
  const requests = trpc.mentors.ownRequests.useQuery();
  const requestAccess = trpc.mentors.requestAccess.useMutation();
  const [school, setSchool] = useState<InstitutionChoice | null>(null);
  // The picker keeps its typed text: a new key starts it empty after a sent request.
  const [pickerKey, setPickerKey] = useState(0);
  const { form } = useZodForm(ZMentorRequestAccessSchema, { defaultValues: {} });
  const { errors, isSubmitting } = form.formState;

  const choose = (chosen: InstitutionChoice | null) => {
    setSchool(chosen);
    if (chosen) form.setValue('institution_id', chosen.id);
    else form.resetField('institution_id');
    form.clearErrors('institution_id');
  };

  const submit = form.handleSubmit(async (values) => {
    try {
      const sent = await requestAccess.mutateAsync(values);
      notify({
        type: 'success',
        title: t('mentors.teacher.sent'),
        description: t(sent.confirmation === 'email' ? 'mentors.teacher.sentToSchool' : 'mentors.teacher.sentToAdmin'),
      });
      choose(null);
      setPickerKey((key) => key + 1);
      await utils.mentors.ownRequests.invalidate();
    } catch (error) {
      notify({ type: 'error', title: t('mentors.teacher.failed'), description: serverMessageOf(error) });
    }
  });

  const own = requests.data ?? [];
  return (
    <AccountSection icon={<GraduationCapIcon />} title={t('mentors.teacher.title')} data-testid="teacher-section">
      <Stack gap="5">
        <Text color="fg.muted">{t('mentors.teacher.text')}</Text>
        {user.roles.includes('mentor') && (
          <Button asChild colorPalette="brand" variant="outline" alignSelf={{ sm: 'flex-start' }}>
            <RouterLink to={PATHS.mentor}>{t('mentors.teacher.openView')}</RouterLink>
          </Button>
        )}
        {own.length > 0 && (
          <Stack as="ul" gap="2" aria-label={t('mentors.teacher.requestsLabel')} data-testid="own-mentor-requests">
            {own.map((request) => (
              <OwnRequest key={request.id} request={request} />
            ))}
          </Stack>
        )}
        <chakra.form noValidate onSubmit={(event) => void submit(event)} data-testid="mentor-request-form">
          <Stack gap="4">
            <InstitutionPicker
              key={pickerKey}
              value={school}
              onChange={choose}
              error={errors.institution_id ? t('mentors.teacher.schoolRequired') : undefined}
              isDisabled={isSubmitting}
            />
            <Button
              type="submit"
              colorPalette="brand"
              size={{ base: 'lg', md: 'md' }}
              alignSelf={{ sm: 'flex-start' }}
              loading={isSubmitting}
              loadingText={t('mentors.teacher.sending')}
            >
              {t('mentors.teacher.submit')}
            </Button>
          </Stack>
        </chakra.form>
      </Stack>
    </AccountSection>
  );
}
