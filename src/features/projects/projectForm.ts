import { patchProjectBody } from '@contract/schemas';

/** The fields the create and settings forms edit: a required name, description and region. */
export const projectFormSchema = patchProjectBody.pick({ name: true, description: true, region: true }).required();
