/** Rows of public.projects (DESIGN §5), snake_case as the database returns them. */
export type ProjectState = 'active' | 'paused' | 'restoring' | 'deleted';

export type ProjectRegion = 'eu-west' | 'us-east';

export interface ProjectFeatures {
  graphqlIntrospection: boolean;
  semanticSearch: boolean;
  webhookDelivery: boolean;
}

export interface ProjectSettings {
  description?: string;
  region?: ProjectRegion;
  features?: Partial<ProjectFeatures>;
}

export interface Project {
  id: string;
  owner_id: string;
  name: string;
  state: ProjectState;
  settings: ProjectSettings;
  deleted_at: string | null;
  created_at: string;
  updated_at: string;
}
