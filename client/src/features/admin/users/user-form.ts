import { zodResolver } from '@hookform/resolvers/zod';
import { ROLES } from '@ctf/shared/constants';
import { ZEmailSchema } from '@ctf/shared/schemas/auth';
import { z } from 'zod';

/** Spec section 5, user edit: the e-mail is required and in e-mail format; roles from the three. */
export const ZUserFormSchema = z.object({
  email: z.string().trim().min(1, 'emailRequired').pipe(ZEmailSchema),
  roles: z.array(z.enum(ROLES)),
});
export type UserFormValues = z.input<typeof ZUserFormSchema>;
export const userFormResolver = zodResolver(ZUserFormSchema);
