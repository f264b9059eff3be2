import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/dates';
import { useInterfaceScript } from '../../lib/script';
import { DetailsList } from './DetailsList';

export interface PersonSnapshot {
  first_name: string;
  last_name: string;
  gender: 'male' | 'female';
  date_of_birth: string;
  institution: { name: string; city: string } | null;
  institution_name: string | null;
}

function institutionOf(person: PersonSnapshot, inScript: (name: string) => string): string | null {
  if (person.institution) {
    return [person.institution.name, person.institution.city].filter(Boolean).map(inScript).join(' - ');
  }
  return person.institution_name?.trim() || null;
}

/** The details a registration copies from the competitor profile: name, gender, birth date, institution. */
export function PersonDetails({ person, extra = [] }: { person: PersonSnapshot; extra?: [string, ReactNode][] }) {
  const { t } = useTranslation();
  const inScript = useInterfaceScript();
  const rows: [string, ReactNode][] = [
    [t('competitions.registration.name'), `${person.first_name} ${person.last_name}`],
    [t('competitions.registration.gender'), t(`competitions.gender.${person.gender}`)],
    [t('competitions.registration.dateOfBirth'), formatDate(person.date_of_birth)],
    [t('competitions.registration.institution'), institutionOf(person, inScript) ?? t('competitions.notSpecified')],
    ...extra,
  ];
  return <DetailsList rows={rows} data-testid="person-details" />;
}
