/**
 * The catalogue's answers are kept until one of its tables changes for the club, stock included
 * (the manifest names the tables).
 */
export const CATALOGUE_READS = "catalogue";
