import { describe, expect, it } from 'vitest';
import { EMPTY_GATE_FORM, readGateForm } from './gate-form';

describe('readGateForm', () => {
  it('turns the typed values into the gate input', () => {
    const result = readGateForm('finale', {
      ...EMPTY_GATE_FORM,
      source_slug: 'kvalifikacije',
      quotas: [
        { category: 'junior', count: '20' },
        { category: 'senior', count: ' 10 ' },
      ],
      auto_offer: true,
      expires_at: '2030-12-01T12:00',
    });
    expect(result).toEqual({
      ok: true,
      input: {
        slug: 'finale',
        source_slug: 'kvalifikacije',
        quotas: [
          { category: 'junior', count: 20 },
          { category: 'senior', count: 10 },
        ],
        auto_offer: true,
        offer_hours: 72,
        invitation_expires_at: '2030-12-01T11:00:00.000Z',
      },
    });
  });

  it('names each field in error', () => {
    const result = readGateForm('finale', {
      ...EMPTY_GATE_FORM,
      quotas: [
        { category: 'junior', count: '0' },
        { category: 'junior', count: 'x' },
      ],
      offer_hours: '1000',
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        source_slug: 'sourceRequired',
        'quotas.0.count': 'quotaInvalid',
        'quotas.1.category': 'quotaRepeated',
        'quotas.1.count': 'quotaInvalid',
        offer_hours: 'offerHoursInvalid',
        expires_at: 'expiryRequired',
      },
    });
  });
});
