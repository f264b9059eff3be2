import type { TStageGateInput } from '@ctf/shared/schemas/stage-gate';
import { fromDateTimeInput } from '../belgrade-time';

/** The dialog's fields as typed: counts and hours are text until sent. */
export interface GateFormValues {
  source_slug: string;
  quotas: { category: string; count: string }[];
  tie_break: '' | 'ctfd_last_solve' | 'younger_first';
  auto_offer: boolean;
  offer_hours: string;
  expires_at: string;
}

export const EMPTY_GATE_FORM: GateFormValues = {
  source_slug: '',
  quotas: [{ category: '', count: '' }],
  tie_break: '',
  auto_offer: false,
  offer_hours: '72',
  expires_at: '',
};

type GateErrors = Partial<
  Record<'source_slug' | 'expires_at' | 'offer_hours' | `quotas.${number}.${'category' | 'count'}`, string>
>;

const wholeNumber = (text: string, min: number, max: number) => {
  const value = Number(text.trim());
  return /^\d+$/.test(text.trim()) && value >= min && value <= max ? value : null;
};

/**
 * The dialog's values as the gate's input, or the fields in error (message keys of the organizer
 * area's validation texts). The server checks the same again (ZStageGateSchema).
 */
export function readGateForm(
  slug: string,
  values: GateFormValues,
): { ok: true; input: TStageGateInput } | { ok: false; errors: GateErrors } {
  const errors: GateErrors = {};
  if (!values.source_slug) errors.source_slug = 'sourceRequired';
  const seen = new Set<string>();
  const quotas = values.quotas.map((quota, index) => {
    if (!quota.category) errors[`quotas.${index}.category`] = 'categoryRequired';
    else if (seen.has(quota.category)) errors[`quotas.${index}.category`] = 'quotaRepeated';
    seen.add(quota.category);
    const count = wholeNumber(quota.count, 1, 1000);
    if (count === null) errors[`quotas.${index}.count`] = 'quotaInvalid';
    return { category: quota.category, count: count ?? 0 };
  });
  const offerHours = wholeNumber(values.offer_hours, 1, 720);
  if (offerHours === null) errors.offer_hours = 'offerHoursInvalid';
  const expiresAt = values.expires_at ? fromDateTimeInput(values.expires_at) : null;
  if (!expiresAt) errors.expires_at = 'expiryRequired';
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    input: {
      slug,
      source_slug: values.source_slug,
      quotas,
      ...(values.tie_break ? { tie_break: values.tie_break } : {}),
      auto_offer: values.auto_offer,
      offer_hours: offerHours!,
      invitation_expires_at: expiresAt!,
    },
  };
}
