/** spec-1 §5: media stored as a relative path is served from /media. */
export function resolveMediaUrl(path: string): string {
  if (/^([a-z][a-z\d+.-]*:|\/)/i.test(path)) return path;
  return `/media/${path.replace(/^(\.\/)?(media\/)?/, "")}`;
}
