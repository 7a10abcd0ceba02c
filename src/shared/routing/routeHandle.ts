/** Navigation groups of the shell's tab rows. */
export type NavGroup = 'projects' | 'account' | 'project' | 'source' | 'none';

/** The `handle` each route carries; the shell derives tabs and the heading from it. */
export interface RouteHandle {
  navGroup: NavGroup;
  /** Key of the active tab within the group. */
  item?: string;
  /** Key of the active sub-tab within the item. */
  subItem?: string;
  /** Subtitle under the project/source name in the page heading. */
  subtitle?: string;
  /** Heading of pages outside a project/source (e.g. "Projects"). */
  title?: string;
}
