import { z } from 'zod';

/** At most this many characters in a marketplace API key's name. */
export const MAX_MARKETPLACE_KEY_NAME_LENGTH = 100;

/**
 * A new marketplace API key (issue 13): only its name is asked; the staff form and the server check it
 * with this schema. Messages are translation keys.
 */
export const marketplaceKeyNameSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'staff:marketplaceKeys.error.nameRequired')
    .max(MAX_MARKETPLACE_KEY_NAME_LENGTH, 'staff:marketplaceKeys.error.nameTooLong'),
});
