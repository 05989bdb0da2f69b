/** A light grey picture frame, inline so it shows even when the network is the problem. */
export const PLACEHOLDER_IMAGE = `data:image/svg+xml;utf8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 80"><rect width="120" height="80" fill="#eceeec"/><path d="M38 56l14-18 10 12 8-9 12 15z" fill="#c5ccc8"/><circle cx="78" cy="30" r="6" fill="#c5ccc8"/></svg>',
)}`;
