/**
 * `data` with the `updated` value of the copy a form loaded: the server refuses (409) a save
 * based on a copy someone else has changed since (docs/decisions/008), instead of silently
 * overwriting their change. Nothing is added when there is no loaded copy (a create).
 */
export function withLoadedVersion<T extends object>(data: T, loaded: { updated?: string } | null | undefined): T {
  const updated = loaded?.updated;
  if (!updated) return data;
  if (data instanceof FormData) {
    const copy = new FormData();
    data.forEach((value, key) => copy.append(key, value));
    copy.set('updated', updated);
    return copy as T;
  }
  return { ...data, updated };
}
