/** One entry of a section sidebar (my page, admin). */
export interface SideNavItem {
  label: string;
  to: string;
  /** Exact match only (the index page would otherwise stay active under every child). */
  end?: boolean;
  children?: { label: string; to: string }[];
  /**
   * Other paths whose screens belong to this entry (a detail page beside its list): the entry
   * shows as current there too. A child's path counts without being listed here.
   */
  sectionPaths?: string[];
}

/** Whether `pathname` is in the entry's section (a child's screen or one of sectionPaths) but not the entry itself. */
export function inSection(item: SideNavItem, pathname: string): boolean {
  const paths = [...(item.children ?? []).map((c) => c.to), ...(item.sectionPaths ?? [])];
  return paths.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}
