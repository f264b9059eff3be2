import { z } from 'zod';

/**
 * The version of a record an edit form loaded. Sent with a save, it makes the save conditional:
 * over a newer version the server answers EDIT_CONFLICT with the current values instead of
 * overwriting someone else's change. Left out (older API clients), the save is unconditional.
 */
export const ZVersionSchema = z.number().int().positive();
