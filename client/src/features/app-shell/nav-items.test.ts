import { describe, expect, it } from 'vitest';
import type { Role } from '@ctf/shared/constants';
import { navItemsFor } from '../area-shell/nav-items';
import { MAIN_NAV_ITEMS, ROLE_NAV_ITEMS } from './nav-items';

const roleNavItemsFor = (roles: Role[]) => navItemsFor(ROLE_NAV_ITEMS, roles);

describe('the sidebar of the logged-in area', () => {
  it('always has Dashboard, Competitions and Account', () => {
    expect(MAIN_NAV_ITEMS.map((item) => item.to)).toEqual(['/app/dashboard', '/app/competitions', '/app/account']);
  });

  it('shows Organizer only to organizers and Admin only to admins', () => {
    expect(roleNavItemsFor([])).toEqual([]);
    expect(roleNavItemsFor(['women4cyber'])).toEqual([]);
    expect(roleNavItemsFor(['organizer']).map((item) => item.to)).toEqual(['/organizer']);
    expect(roleNavItemsFor(['admin']).map((item) => item.to)).toEqual(['/admin']);
    expect(roleNavItemsFor(['admin', 'organizer']).map((item) => item.to)).toEqual(['/organizer', '/admin']);
  });

  it('shows mentors the mentor view, and no one else', () => {
    expect(roleNavItemsFor(['mentor']).map((item) => item.to)).toEqual(['/app/mentor']);
    expect(roleNavItemsFor(['admin', 'organizer']).map((item) => item.to)).not.toContain('/app/mentor');
  });

  it('shows reporters Statistics, the one admin page they may open', () => {
    expect(roleNavItemsFor(['reporter']).map((item) => item.to)).toEqual(['/admin/statistics']);
    expect(roleNavItemsFor(['admin']).map((item) => item.to)).not.toContain('/admin/statistics');
  });
});
