import type { Registration } from '../competitions/types';

export const fullName = (person: { first_name: string; last_name: string }) =>
  `${person.first_name} ${person.last_name}`;

/**
 * "name - city" of a chosen institution in the interface's script (`inScript`, useInterfaceScript),
 * the typed name as typed otherwise; null when there is neither.
 */
export function institutionLabel(
  registration: Pick<Registration, 'institution' | 'institution_name'>,
  inScript: (name: string) => string,
): string | null {
  if (registration.institution) {
    const { name, city } = registration.institution;
    return city ? `${inScript(name)} - ${inScript(city)}` : inScript(name);
  }
  return registration.institution_name?.trim() || null;
}
