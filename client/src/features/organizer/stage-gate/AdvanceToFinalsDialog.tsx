import { Alert } from '@chakra-ui/react/alert';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Checkbox } from '@chakra-ui/react/checkbox';
import { Input } from '@chakra-ui/react/input';
import { NativeSelect } from '@chakra-ui/react/native-select';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { StageGatePreview, TStageGateInput } from '@ctf/shared/schemas/stage-gate';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/form/FormField';
import { notify } from '@/components/ui/notify';
import { errorCodeOf, serverMessageOf } from '@/lib/errors';
import { trpc } from '@/lib/trpc';
import type { Competition } from '../../competitions/types';
import { DateTimeText } from '../DateTimeInput';
import { OrganizerDialog } from '../OrganizerDialog';
import { EMPTY_GATE_FORM, type GateFormValues, readGateForm } from './gate-form';
import { GatePreviewView } from './GatePreviewView';
import { useCategoryNames } from './use-category-names';

interface AdvanceToFinalsDialogProps {
  competition: Pick<Competition, 'slug' | 'season_id'>;
  isOpen: boolean;
  onClose: () => void;
}

/**
 * "Advance to finals" (issue 31 item 4): the source qualification, quotas per category in order, the
 * tie-break and how freed seats are offered; a preview of who goes, who waits and who takes no part
 * and why; confirming sends the invitations through the finals flow.
 */
export function AdvanceToFinalsDialog({ competition, isOpen, onClose }: AdvanceToFinalsDialogProps) {
  const { t } = useTranslation();
  const { slug } = competition;
  const utils = trpc.useUtils();
  const categories = useCategoryNames(competition.season_id);
  const competitions = trpc.organizer.competitions.list.useQuery(undefined, { enabled: isOpen });
  const sources = (competitions.data ?? []).filter((c) => c.stage === 'quals' && !c.archived);
  const form = useForm<GateFormValues>({ defaultValues: EMPTY_GATE_FORM });
  // Quota rows by hand, not useFieldArray: its code would land in every form page's first load.
  const [quotaCount, setQuotaCount] = useState(1);
  const removeQuota = (index: number) => {
    const rows = form.getValues('quotas').slice(0, quotaCount);
    rows.splice(index, 1);
    form.setValue('quotas', rows);
    form.clearErrors('quotas');
    setQuotaCount(quotaCount - 1);
  };
  const errors = form.formState.errors;
  const [preview, setPreview] = useState<{ input: TStageGateInput; answer: StageGatePreview } | null>(null);
  const [isPreviewing, setIsPreviewing] = useState(false);
  const [conflict, setConflict] = useState(false);
  const errorText = (key: string | undefined) => (key ? t(`organizerArea.stageGate.errors.${key}`, key) : undefined);

  const confirm = trpc.organizer.stageGate.confirm.useMutation({
    onSuccess: async (result) => {
      notify({ type: 'success', title: t('organizerArea.stageGate.invited', { count: result.invited }) });
      close();
      await Promise.all([utils.organizer.finalists.invalidate(), utils.organizer.stageGate.seats.invalidate({ slug })]);
    },
    onError: async (error) => {
      if (errorCodeOf(error) === 'EDIT_CONFLICT' && preview) {
        // Someone confirmed first: show what the gate would do now, over the new version.
        setConflict(true);
        await runPreview(preview.input);
        return;
      }
      notify({ type: 'error', title: serverMessageOf(error) ?? t('organizerArea.genericError') });
    },
  });

  async function runPreview(input: TStageGateInput) {
    setIsPreviewing(true);
    try {
      const answer = await utils.organizer.stageGate.preview.fetch(input, { staleTime: 0 });
      setPreview({ input, answer });
    } catch (error) {
      notify({ type: 'error', title: serverMessageOf(error) ?? t('organizerArea.genericError') });
    } finally {
      setIsPreviewing(false);
    }
  }

  function close() {
    onClose();
    setPreview(null);
    setConflict(false);
    setQuotaCount(1);
    form.reset(EMPTY_GATE_FORM);
  }

  const submit = form.handleSubmit(async (values) => {
    const read = readGateForm(slug, { ...values, quotas: values.quotas.slice(0, quotaCount) });
    if (!read.ok) {
      for (const [name, key] of Object.entries(read.errors))
        form.setError(name as keyof GateFormValues, { type: 'validate', message: key });
      return;
    }
    await runPreview(read.input);
  });

  const footer = preview ? (
    <>
      <Button variant="outline" onClick={() => setPreview(null)} disabled={confirm.isPending}>
        {t('organizerArea.stageGate.back')}
      </Button>
      <Button
        onClick={() => confirm.mutate({ ...preview.input, version: preview.answer.version })}
        loading={confirm.isPending}
        disabled={preview.answer.invited.length === 0}
        data-testid="gate-confirm"
      >
        {t('organizerArea.stageGate.confirm', { count: preview.answer.invited.length })}
      </Button>
    </>
  ) : (
    <>
      <Button variant="outline" onClick={close}>
        {t('organizerArea.finalists.inviteDialog.cancel')}
      </Button>
      <Button type="submit" form="stage-gate-form" loading={isPreviewing} data-testid="gate-preview">
        {t('organizerArea.stageGate.preview')}
      </Button>
    </>
  );

  return (
    <OrganizerDialog
      isOpen={isOpen}
      onClose={close}
      title={t('organizerArea.stageGate.title')}
      isBusy={isPreviewing || confirm.isPending}
      footer={footer}
      data-testid="stage-gate-dialog"
    >
      {preview ? (
        <Stack gap="4">
          {conflict && (
            <Alert.Root status="warning" data-testid="gate-conflict">
              <Alert.Indicator />
              <Alert.Title>{t('organizerArea.stageGate.conflict')}</Alert.Title>
            </Alert.Root>
          )}
          <GatePreviewView preview={preview.answer} categoryName={categories.nameOf} />
        </Stack>
      ) : (
        <form id="stage-gate-form" onSubmit={(event) => void submit(event)} noValidate>
          <Stack gap="4">
            <Text color="fg.muted">{t('organizerArea.stageGate.intro')}</Text>
            <FormField label={t('organizerArea.stageGate.source')} error={errorText(errors.source_slug?.message)}>
              <NativeSelect.Root>
                <NativeSelect.Field
                  {...form.register('source_slug', { onChange: () => form.clearErrors('source_slug') })}
                  data-testid="gate-source"
                >
                  <option value="">{t('organizerArea.stageGate.sourcePick')}</option>
                  {sources.map((source) => (
                    <option key={source.slug} value={source.slug}>
                      {source.name} ({source.season})
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
            <Stack gap="2" as="fieldset">
              <Text as="legend" fontWeight="medium">
                {t('organizerArea.stageGate.quotas')}
              </Text>
              <Text fontSize="sm" color="fg.muted">
                {categories.list.length === 0
                  ? t('organizerArea.stageGate.noCategories')
                  : t('organizerArea.stageGate.quotasHint')}
              </Text>
              {Array.from({ length: quotaCount }, (_, index) => (
                <HStack key={index} align="flex-start" gap="2" wrap="wrap" data-testid="gate-quota">
                  <Box flex="2" minW="40">
                    <FormField
                      label={t('organizerArea.stageGate.category')}
                      error={errorText(errors.quotas?.[index]?.category?.message)}
                    >
                      <NativeSelect.Root>
                        <NativeSelect.Field
                          {...form.register(`quotas.${index}.category`, {
                            onChange: () => form.clearErrors(`quotas.${index}.category`),
                          })}
                        >
                          <option value="">{t('organizerArea.stageGate.categoryPick')}</option>
                          {categories.list.map((category) => (
                            <option key={category.code} value={category.code}>
                              {category.name}
                            </option>
                          ))}
                        </NativeSelect.Field>
                        <NativeSelect.Indicator />
                      </NativeSelect.Root>
                    </FormField>
                  </Box>
                  <Box flex="1" minW="24">
                    <FormField
                      label={t('organizerArea.stageGate.count')}
                      error={errorText(errors.quotas?.[index]?.count?.message)}
                    >
                      <Input
                        inputMode="numeric"
                        {...form.register(`quotas.${index}.count`, {
                          onChange: () => form.clearErrors(`quotas.${index}.count`),
                        })}
                      />
                    </FormField>
                  </Box>
                  {quotaCount > 1 && (
                    <Button variant="ghost" alignSelf="flex-end" onClick={() => removeQuota(index)}>
                      {t('organizerArea.stageGate.removeQuota')}
                    </Button>
                  )}
                </HStack>
              ))}
              <Button
                variant="outline"
                size="sm"
                alignSelf="flex-start"
                onClick={() => {
                  form.setValue(`quotas.${quotaCount}`, { category: '', count: '' });
                  setQuotaCount(quotaCount + 1);
                }}
                disabled={quotaCount >= 20}
              >
                {t('organizerArea.stageGate.addQuota')}
              </Button>
            </Stack>
            <FormField label={t('organizerArea.stageGate.tieBreak')} hint={t('organizerArea.stageGate.tieBreakHint')}>
              <NativeSelect.Root>
                <NativeSelect.Field {...form.register('tie_break')}>
                  <option value="">{t('organizerArea.stageGate.tieBreaks.auto')}</option>
                  <option value="ctfd_last_solve">{t('organizerArea.stageGate.tieBreaks.ctfd_last_solve')}</option>
                  <option value="younger_first">{t('organizerArea.stageGate.tieBreaks.younger_first')}</option>
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
            <FormField
              label={t('organizerArea.finalists.inviteDialog.expiresAt')}
              error={errorText(errors.expires_at?.message)}
              hint={t('organizerArea.finalists.inviteDialog.expiresAtHint')}
            >
              <Controller
                control={form.control}
                name="expires_at"
                render={({ field }) => (
                  <DateTimeText
                    value={field.value}
                    onChange={(value) => {
                      form.clearErrors('expires_at');
                      field.onChange(value);
                    }}
                  />
                )}
              />
            </FormField>
            <Controller
              control={form.control}
              name="auto_offer"
              render={({ field }) => (
                <Checkbox.Root
                  checked={field.value}
                  onCheckedChange={(event) => field.onChange(event.checked === true)}
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>{t('organizerArea.stageGate.autoOffer')}</Checkbox.Label>
                </Checkbox.Root>
              )}
            />
            <FormField
              label={t('organizerArea.stageGate.offerHours')}
              error={errorText(errors.offer_hours?.message)}
              hint={t('organizerArea.stageGate.offerHoursHint')}
            >
              <Input inputMode="numeric" maxW="32" {...form.register('offer_hours')} />
            </FormField>
          </Stack>
        </form>
      )}
    </OrganizerDialog>
  );
}
