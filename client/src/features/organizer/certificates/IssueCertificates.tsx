import { Button } from '@chakra-ui/react/button';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { chakra } from '@chakra-ui/react/styled-system';
import { Text } from '@chakra-ui/react/text';
import {
  COMPETITION_CERTIFICATE_KINDS,
  ZCertificateIssueSchema,
  type TCertificateIssueInput,
} from '@ctf/shared/schemas/certificates';
import { useTranslation } from 'react-i18next';
import { ChoiceInput } from '@/components/form/ChoiceInput';
import { useZodForm } from '@/components/form/use-zod-form';
import { trpc } from '@/lib/trpc';
import type { Competition } from '../../competitions/types';
import { IssueProgress } from '../../certificates/staff/IssueProgress';
import { isRunning, useIssueHandlers, useIssueProgress } from '../../certificates/staff/use-issue-run';

/** The kind a competition's stage gives: finalists at the finals, participation otherwise. */
export const kindForStage = (stage: Competition['stage']): TCertificateIssueInput['kind'] =>
  stage === 'finals' ? 'finalist' : 'participation';

/**
 * "Issue certificates" for one competition: the kind (the stage's preselected), a queued job on the
 * server, and its progress until it finishes. Issuing again adds only those who have none.
 */
export function IssueCertificates({ competition }: { competition: Competition }) {
  const { t } = useTranslation();
  const source = { competition_id: competition.id };
  const progress = useIssueProgress(source);
  const issue = trpc.organizer.certificates.issue.useMutation(useIssueHandlers(source));
  const stageKind = kindForStage(competition.stage);
  const { form, field } = useZodForm(ZCertificateIssueSchema, {
    defaultValues: { competition_id: competition.id, kind: stageKind },
  });
  const kind = form.watch('kind');
  const needsResults = kind === 'participation' && !competition.results_published;
  const submit = form.handleSubmit((values) => issue.mutateAsync(values).catch(() => undefined));

  return (
    <Stack as="section" gap="4" aria-labelledby="issue-certificates-heading" data-testid="issue-certificates">
      <Stack gap="1">
        <Heading as="h2" size="lg" id="issue-certificates-heading">
          {t('certificatesStaff.issue.title')}
        </Heading>
        <Text color="fg.muted" maxW="3xl">
          {t('certificatesStaff.issue.description')}
        </Text>
      </Stack>
      <chakra.form noValidate onSubmit={(event) => void submit(event)}>
        <Stack gap="4" align="flex-start">
          <chakra.fieldset>
            <chakra.legend fontWeight="medium" mb="1">
              {t('certificatesStaff.issue.kind')}
            </chakra.legend>
            {COMPETITION_CERTIFICATE_KINDS.map((value) => (
              <Stack key={value} gap="0" mb="1">
                <ChoiceInput
                  type="radio"
                  value={value}
                  label={t(`certificateCheck.kinds.${value}`)}
                  aria-describedby={`issue-kind-${value}-hint`}
                  // The server issues each kind from its own stage only.
                  disabled={value !== stageKind}
                  {...field('kind')}
                />
                <Text id={`issue-kind-${value}-hint`} fontSize="sm" color="fg.muted" ps="8">
                  {t(`certificatesStaff.issue.hints.${value}`)}
                </Text>
              </Stack>
            ))}
          </chakra.fieldset>
          {needsResults && (
            <Text fontSize="sm" color="orange.fg" data-testid="issue-needs-results">
              {t('certificatesStaff.issue.notPublished')}
            </Text>
          )}
          <Button
            type="submit"
            colorPalette="brand"
            disabled={needsResults || isRunning(progress.data)}
            loading={issue.isPending}
            loadingText={t('certificatesStaff.issue.submitting')}
            data-testid="issue-certificates-submit"
          >
            {t('certificatesStaff.issue.submit')}
          </Button>
        </Stack>
      </chakra.form>
      <IssueProgress progress={progress.data} />
    </Stack>
  );
}
