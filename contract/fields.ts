import { z } from './zod';
import { DESCRIPTION_MAX_LENGTH, NAME_MAX_LENGTH } from './constants';

/** A name that may be empty: trimmed, at most 100 characters (sources). */
export const optionalNameField = z
  .string({ error: 'Name must be a string' })
  .trim()
  .max(NAME_MAX_LENGTH, `Name must be at most ${NAME_MAX_LENGTH} characters`);

/** A required name: trimmed, 1–100 characters (projects, keys). */
export const nameField = optionalNameField.min(1, 'Name is required');

export const descriptionField = z
  .string({ error: 'Description must be a string' })
  .trim()
  .max(DESCRIPTION_MAX_LENGTH, `Description must be at most ${DESCRIPTION_MAX_LENGTH} characters`);

/** A same-origin path such as /projects/1 (never //host or a full URL), for redirects. */
export const localPath = z
  .string()
  .regex(/^\/(?![/\\])[^\s]*$/, 'Must be a path on this site, starting with a single "/"')
  .max(500);

/** An absolute http: or https: URL, so javascript:, data: and relative values never pass. */
export const httpUrlField = z
  .string({ error: 'URL is required' })
  .trim()
  .min(1, 'URL is required')
  .pipe(z.url({ protocol: /^https?$/, error: 'Enter a valid http:// or https:// URL' }).max(2000));
