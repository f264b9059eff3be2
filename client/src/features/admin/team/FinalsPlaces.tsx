import { Text } from '@chakra-ui/react/text';
import type { FinalsResult } from '@ctf/shared/schemas/roster';
import { useTranslation } from 'react-i18next';
import { useInterfaceScript } from '@/lib/script';

/** A person's place in each finals competition of the season ("Finale 2026: 3. место"). */
export function FinalsPlaces({ finals }: { finals: FinalsResult[] }) {
  const { t } = useTranslation();
  const inScript = useInterfaceScript();
  if (finals.length === 0) return <Text color="fg.muted">{t('admin.common.none')}</Text>;
  return (
    <Text fontSize="sm" color="fg.muted">
      {finals
        .map((result) =>
          t('admin.team.roster.place', { competition: inScript(result.competition), place: result.place }),
        )
        .join('; ')}
    </Text>
  );
}
