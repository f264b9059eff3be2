import { INSTITUTION_TYPES, REGIONS, type InstitutionType, type Region } from '@ctf/shared/schemas/competitor';
import type { TFunction } from 'i18next';

const isRegion = (value: string): value is Region => (REGIONS as readonly string[]).includes(value);
const isType = (value: string): value is InstitutionType => (INSTITUTION_TYPES as readonly string[]).includes(value);

/** The admin area's own labels for the shared region and type codes (a code it does not know is shown as it is). */
export const regionLabel = (t: TFunction, region: string) =>
  isRegion(region) ? t(`admin.institutions.regions.${region}`) : region;
export const institutionTypeLabel = (t: TFunction, type: string) =>
  isType(type) ? t(`admin.institutions.types.${type}`) : type;
