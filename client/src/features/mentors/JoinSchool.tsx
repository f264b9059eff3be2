import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Spinner } from '@chakra-ui/react/spinner';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { httpStatusOf } from '../../lib/errors';
import { PATHS, loginPathFor } from '../../lib/paths';
import { useInterfaceScript } from '../../lib/script';
import { trpc } from '../../lib/trpc';
import { AuthCard } from '../auth/AuthCard';
import { FormNotice } from '../auth/FormNotice';
import { useSignedIn } from '../layout/use-signed-in';
import { isJoinCode, rememberJoinCode } from './join-code';
import { applicationPathWithJoin } from './join-paths';
import '../../locales/mentors';

/** An unknown code and a malformed one read the same: the link is wrong or no longer valid. */
const isUnknownCode = (error: unknown) => [400, 404].includes(httpStatusOf(error) ?? 0);

/**
 * `/join/<code>`: a school's link. It names the school and leads to registration or sign-in and
 * then to the application with the school filled in; the code is kept in this browser meanwhile.
 */
export function JoinSchool({ code }: { code: string }) {
  const { t } = useTranslation();
  const inScript = useInterfaceScript();
  const isSignedIn = useSignedIn();
  const isWellFormed = isJoinCode(code);
  const lookup = trpc.mentors.institutionByJoinCode.useQuery(
    { code },
    { enabled: isWellFormed, retry: (count, error) => !isUnknownCode(error) && count < 2, staleTime: 60_000 },
  );
  const school = lookup.data;

  useEffect(() => {
    if (school) rememberJoinCode(code);
  }, [school, code]);

  if (!isWellFormed || (lookup.isError && isUnknownCode(lookup.error))) {
    return (
      <AuthCard title={t('mentors.join.title')}>
        <Box data-testid="join-unknown">
          <FormNotice status="error" title={t('mentors.join.unknownTitle')}>
            {t('mentors.join.unknownText')}
          </FormNotice>
        </Box>
        <Button asChild variant="outline" alignSelf="flex-start">
          <RouterLink to={PATHS.registration}>{t('mentors.join.registerAnyway')}</RouterLink>
        </Button>
      </AuthCard>
    );
  }

  if (lookup.isError) {
    return (
      <AuthCard title={t('mentors.join.title')}>
        <FormNotice status="error" title={t('mentors.join.failedTitle')}>
          {t('mentors.join.failedText')}
        </FormNotice>
        <Button
          variant="outline"
          alignSelf="flex-start"
          loading={lookup.isFetching}
          onClick={() => void lookup.refetch()}
        >
          {t('mentors.common.retry')}
        </Button>
      </AuthCard>
    );
  }

  if (!school) {
    return (
      <AuthCard title={t('mentors.join.title')}>
        <HStack gap="3" role="status" py="4">
          <Spinner size="md" color="brand.solid" />
          <Text>{t('mentors.join.loading')}</Text>
        </HStack>
      </AuthCard>
    );
  }

  const target = applicationPathWithJoin(code);
  return (
    <AuthCard title={t('mentors.join.title')}>
      <Box
        borderWidth="1px"
        borderColor="brand.muted"
        bg="brand.subtle"
        rounded="md"
        px="4"
        py="3"
        data-testid="join-school"
      >
        <Text fontSize="sm" color="fg.muted">
          {t('mentors.join.schoolLabel')}
        </Text>
        <Text fontSize="lg" fontWeight="semibold" overflowWrap="anywhere">
          {inScript(school.name)}
        </Text>
        <Text color="fg.muted">{inScript(school.city)}</Text>
      </Box>
      <Text>{t('mentors.join.text')}</Text>
      <Stack gap="3">
        {isSignedIn ? (
          <Button asChild colorPalette="brand" size="lg">
            <RouterLink to={target}>{t('mentors.join.continue')}</RouterLink>
          </Button>
        ) : (
          <>
            <Button asChild colorPalette="brand" size="lg">
              <RouterLink to={`${PATHS.registration}?${new URLSearchParams({ redirect_uri: target }).toString()}`}>
                {t('mentors.join.register')}
              </RouterLink>
            </Button>
            <Button asChild variant="outline" size="lg">
              <RouterLink to={loginPathFor(target)}>{t('mentors.join.login')}</RouterLink>
            </Button>
          </>
        )}
      </Stack>
      <Text fontSize="sm" color="fg.muted">
        {t('mentors.join.hint')}
      </Text>
    </AuthCard>
  );
}
