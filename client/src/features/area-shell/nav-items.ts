import type { Role } from '@ctf/shared/constants';
import type { ParseKeys } from 'i18next';
import type { IconType } from 'react-icons';

export interface AreaNavItem {
  to: string;
  label: ParseKeys;
  icon: IconType;
  /** Current only on this exact path (an area's overview), not on the pages below it. */
  end?: boolean;
  /** Shown only to users with this role (or one of these roles). */
  role?: Role | readonly Role[];
}

/** The entries a user with these roles sees. */
export function navItemsFor(items: readonly AreaNavItem[], roles: readonly Role[]): AreaNavItem[] {
  return items.filter(
    (item) =>
      !item.role || (typeof item.role === 'string' ? [item.role] : item.role).some((role) => roles.includes(role)),
  );
}
