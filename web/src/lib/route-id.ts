/**
 * The id in a detail route (/admin/users/:id, /mypage/custom-order/:applicationArticleId…), or
 * null when it cannot name a row: abc, 0, -1, 1.5, 1e3, 007 or more than the API's
 * idParamSchema takes (a Postgres integer). A page shows null as "not found" instead of
 * leaving its query disabled, which stays pending, and so loading, forever.
 */
export function parseRouteId(raw: string | undefined): number | null {
  if (raw === undefined || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= 2_147_483_647 ? id : null;
}
