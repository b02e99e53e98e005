/** One entry of a section sidebar (my page, admin). */
export interface SideNavItem {
  label: string;
  to: string;
  /** Exact match only (the index page would otherwise stay active under every child). */
  end?: boolean;
  children?: { label: string; to: string }[];
}
