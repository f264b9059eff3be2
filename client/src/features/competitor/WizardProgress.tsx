import { HStack } from '@chakra-ui/react/stack';
import { Progress } from '@/components/ui/recipes/progress';
import { useTranslation } from 'react-i18next';

export const STEP_COUNT = 2;

/** Spec "/app/account/competitor": progress 50% on the first step, 100% on the second. */
export function WizardProgress({ step }: { step: number }) {
  const { t } = useTranslation();
  const percent = Math.round((step / STEP_COUNT) * 100);
  const label = t('account.wizard.progress', { step, total: STEP_COUNT });
  return (
    // The bar is named by its step ("Step 1 of 2"), not by its percentage.
    <Progress.Root
      value={percent}
      colorPalette="brand"
      size="sm"
      data-testid="wizard-progress"
      translations={{ value: () => label }}
    >
      <HStack justify="space-between" gap="3" mb="2" align="baseline">
        <Progress.Label fontSize="sm" color="fg.muted" fontWeight="medium">
          {label}
        </Progress.Label>
        <Progress.ValueText fontSize="sm" color="fg.muted">
          {percent}%
        </Progress.ValueText>
      </HStack>
      <Progress.Track rounded="full">
        <Progress.Range />
      </Progress.Track>
    </Progress.Root>
  );
}
