import { GENDERS, INSTITUTION_TYPES, REGIONS } from '@ctf/shared/schemas/competitor';
import type { Season } from '@ctf/shared/schemas/programme';
import { FUNNEL_UNKNOWN_GROUP, type FunnelBreakdown, type FunnelStage } from '@ctf/shared/schemas/statistics';
import { useTranslation } from 'react-i18next';
import { useInterfaceScript } from '@/lib/script';

const isOneOf = <T extends string>(choices: readonly T[], value: string): value is T =>
  (choices as readonly string[]).includes(value);

/**
 * The words of the statistics in the user's language: stages, breakdowns, and the groups, which
 * the server sends as codes (regions, institution types, genders, category codes, birth years).
 */
export function useFunnelLabels(by: FunnelBreakdown, seasons: readonly Season[], seasonName?: string) {
  const { t, i18n } = useTranslation();
  const inScript = useInterfaceScript();
  // The chosen season's categories; over all seasons, a code is named as the latest season names it
  // (the list comes newest first).
  const categories = seasons.filter((season) => !seasonName || season.name === seasonName).flatMap((s) => s.categories);
  const categoryNames = new Map<string, string>();
  for (const category of categories)
    if (!categoryNames.has(category.code)) categoryNames.set(category.code, category.name);
  const numbers = new Intl.NumberFormat(i18n.language);

  const groupLabel = (group: string): string => {
    if (group === FUNNEL_UNKNOWN_GROUP) return t('admin.statistics.unknown');
    if (by === 'region' && isOneOf(REGIONS, group)) return t(`admin.institutions.regions.${group}`);
    if (by === 'institution_type' && isOneOf(INSTITUTION_TYPES, group)) return t(`admin.institutions.types.${group}`);
    if (by === 'gender' && isOneOf(GENDERS, group)) return t(`admin.competitors.gender.${group}`);
    if (by === 'category') return inScript(categoryNames.get(group) ?? group);
    return group;
  };

  return {
    stageLabel: (stage: FunnelStage) => t(`admin.statistics.stages.${stage}`),
    breakdownLabel: (breakdown: FunnelBreakdown) => t(`admin.statistics.breakdowns.${breakdown}`),
    seasonLabel: (name?: string) => (name ? inScript(name) : t('admin.statistics.allTime')),
    groupLabel,
    categoryOrder: [...categoryNames.keys()],
    formatNumber: (value: number) => numbers.format(value),
  };
}

export type FunnelLabels = ReturnType<typeof useFunnelLabels>;
