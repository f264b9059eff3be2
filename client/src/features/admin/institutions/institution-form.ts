import { zodResolver } from '@hookform/resolvers/zod';
import { ZInstitutionFormSchema } from '@ctf/shared/schemas/admin';
import { z } from 'zod';

/**
 * The server's institution schema; region and type start empty in the form ("Choose…"), so the
 * form takes any string there and the shared enums say "required".
 */
const ZInstitutionFormFields = ZInstitutionFormSchema.extend({
  region: z.string().pipe(ZInstitutionFormSchema.shape.region),
  type: z.string().pipe(ZInstitutionFormSchema.shape.type),
});
export type InstitutionFormFields = z.input<typeof ZInstitutionFormFields>;
export type InstitutionFormOutput = z.output<typeof ZInstitutionFormFields>;
export const institutionFormResolver = zodResolver(ZInstitutionFormFields);

export const INSTITUTION_FIELDS = ['name', 'city', 'region', 'type', 'contact_email', 'notes'] as const;

export const EMPTY_INSTITUTION: Required<InstitutionFormFields> = {
  name: '',
  city: '',
  region: '',
  type: '',
  contact_email: '',
  notes: '',
};
