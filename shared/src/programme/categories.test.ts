import { describe, expect, it } from 'vitest';
import { type CategoryRule, categoriesOf, schoolLevelOf } from './categories';

const junior: CategoryRule = {
  code: 'junior',
  age_min: null,
  age_max: 20,
  reference_date: '2025-12-01',
  school_levels: [],
  required_role: null,
};
const senior: CategoryRule = { ...junior, code: 'senior', age_min: 21, age_max: 25 };
const highSchool: CategoryRule = { ...junior, code: 'high-school', age_max: null, school_levels: ['high_school'] };
const women: CategoryRule = { ...junior, code: 'women4cyber', age_max: null, required_role: 'women4cyber' };
const season = [junior, senior, highSchool, women];

describe('categoriesOf', () => {
  it('puts a person in every category whose rules they meet, in the season order', () => {
    expect(
      categoriesOf({ date_of_birth: '2005-12-01', institution_type: 'high_school', roles: ['women4cyber'] }, season),
    ).toEqual(['junior', 'high-school', 'women4cyber']);
  });

  it('takes the age on the category reference date', () => {
    const person = { institution_type: null, roles: [] };
    expect(categoriesOf({ ...person, date_of_birth: '2004-12-02' }, season)).toEqual(['junior']);
    expect(categoriesOf({ ...person, date_of_birth: '2004-12-01' }, season)).toEqual(['senior']);
    expect(categoriesOf({ ...person, date_of_birth: '1999-12-01' }, season)).toEqual([]);
  });

  it('reads the school level off the institution type', () => {
    const person = { date_of_birth: '1999-01-01', roles: [] };
    expect(
      categoriesOf({ ...person, institution_type: 'university' }, [{ ...highSchool, school_levels: ['university'] }]),
    ).toEqual(['high-school']);
    expect(categoriesOf({ ...person, institution_type: 'company' }, [highSchool])).toEqual([]);
    expect(schoolLevelOf('higher_education')).toBe('university');
    expect(schoolLevelOf(null)).toBeNull();
  });

  it('puts nobody without an accepted application in a category', () => {
    expect(
      categoriesOf({ date_of_birth: null, institution_type: 'high_school', roles: ['women4cyber'] }, season),
    ).toEqual([]);
  });
});
