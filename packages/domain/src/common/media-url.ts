/**
 * spec-1 §5: relative media paths (as stored, e.g. "clubs/demo/logo.png" or
 * "media/clubs/demo/logo.png") are served under /media; rooted paths, absolute URLs and data
 * URLs pass as they are.
 */
export function mediaUrl(path: string | null | undefined): string | undefined {
  if (!path) return undefined;
  if (path.startsWith("/") || /^[a-z][a-z0-9+.-]*:/i.test(path)) return path;
  return `/media/${path.replace(/^(\.\/)?(media\/)?/, "")}`;
}
