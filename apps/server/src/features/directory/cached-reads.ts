/**
 * The directory's answers (the list, its categories, a business's page) are kept per club until a
 * directory row changes (the manifest names the tables); a business's page also says which places
 * are open now, so it is kept at most 30 s.
 */
export const DIRECTORY_READS = "directory";
