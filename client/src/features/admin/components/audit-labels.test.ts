import { AUDIT_ACTIONS } from '@ctf/shared/audit';
import { describe, expect, it } from 'vitest';
import { adminEn } from '@/locales/admin/en';
import { adminSr } from '@/locales/admin/sr';
import { ACTION_KEYS } from './AuditLog';

describe("the audit page's action names", () => {
  it.each([
    ['en', adminEn.admin.audit.actions],
    ['sr', adminSr.admin.audit.actions],
  ] as const)(
    'name every recorded action, each differently (%s), so the action filter lists none twice',
    (_, texts) => {
      const labels = AUDIT_ACTIONS.map((action) => texts[ACTION_KEYS[action]]);
      expect(labels.every((label) => typeof label === 'string' && label.length > 0)).toBe(true);
      expect(new Set(labels).size).toBe(AUDIT_ACTIONS.length);
      expect(Object.keys(ACTION_KEYS)).toHaveLength(AUDIT_ACTIONS.length);
    },
  );
});
