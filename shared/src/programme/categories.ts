import { type InstitutionType } from '../schemas/competitor';
import { ageWithin } from './age';

/** The school levels a category may ask for, each read off the institution's type. */
export const SCHOOL_LEVELS = ['elementary', 'high_school', 'university'] as const;
export type SchoolLevel = (typeof SCHOOL_LEVELS)[number];

const LEVEL_OF_TYPE: Partial<Record<InstitutionType, SchoolLevel>> = {
  elementary_school: 'elementary',
  high_school: 'high_school',
  higher_education: 'university',
  university: 'university',
};

/** The school level of an institution type; null for a company, "other" or no institution. */
export function schoolLevelOf(type: string | null | undefined): SchoolLevel | null {
  return (type && LEVEL_OF_TYPE[type as InstitutionType]) || null;
}

/** A season's category as the rule needs it (the organizer defines them per season). */
export interface CategoryRule {
  code: string;
  age_min: number | null;
  age_max: number | null;
  /** `YYYY-MM-DD`: the day the age is taken on. */
  reference_date: string;
  /** Empty: any school level, or none. */
  school_levels: readonly string[];
  /** Null: no role needed. */
  required_role: string | null;
}

/**
 * What a person's categories are computed from: their accepted application (date of birth and the
 * institution's type) and their roles. Never typed by anyone.
 */
export interface CategoryPerson {
  /** `YYYY-MM-DD`; null without an accepted application (then the person is in no category). */
  date_of_birth: string | null;
  institution_type: string | null;
  roles: readonly string[];
}

export function inCategory(person: CategoryPerson, category: CategoryRule): boolean {
  if (person.date_of_birth === null) return false;
  if (!ageWithin(person.date_of_birth, category.reference_date, category)) return false;
  if (category.school_levels.length > 0) {
    const level = schoolLevelOf(person.institution_type);
    if (level === null || !category.school_levels.includes(level)) return false;
  }
  return category.required_role === null || person.roles.includes(category.required_role);
}

/** The codes of the categories a person is in, in the season's order. */
export function categoriesOf(person: CategoryPerson, categories: readonly CategoryRule[]): string[] {
  return categories.filter((category) => inCategory(person, category)).map((category) => category.code);
}
