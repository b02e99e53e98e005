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

/**
 * The entry link's `aria-current`. WAI-ARIA: "page" is the link to the screen shown; on a screen
 * inside the entry's section (a child, a sectionPaths screen, or a path below the entry's own,
 * e.g. a detail page) the link is the menu's current item but not that page, so "true". Paths
 * compare as the router matches them: without case, a trailing slash ignored.
 */
export function navCurrent(item: SideNavItem, pathname: string): 'page' | 'true' | undefined {
  const path = pathname.toLowerCase().replace(/(.)\/+$/, '$1');
  const to = item.to.toLowerCase();
  if (path === to) return 'page';
  if (inSection(item, path) || (!item.end && path.startsWith(`${to}/`))) return 'true';
  return undefined;
}
