import type { Registration } from '../competitions/types';

export const fullName = (person: { first_name: string; last_name: string }) =>
  `${person.first_name} ${person.last_name}`;

/** "name - city" of a chosen institution, the typed name otherwise; null when there is neither. */
export function institutionLabel(registration: Pick<Registration, 'institution' | 'institution_name'>): string | null {
  if (registration.institution) {
    const { name, city } = registration.institution;
    return city ? `${name} - ${city}` : name;
  }
  return registration.institution_name?.trim() || null;
}
