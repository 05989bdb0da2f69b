/** A request address as text a person reads: percent-escapes and '+' decoded (undecodable: as is). */
export function decodedUrl(url: string): string {
  try {
    return decodeURIComponent(url.replace(/\+/g, " "));
  } catch {
    return url;
  }
}
