/**
 * The e-mail rule of spec-1 §5, in a module of its own with no imports: the web's sign-in page
 * checks it on the field without loading zod or libphonenumber (rules.ts re-exports it).
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
export const isEmail = (value: string): boolean => EMAIL_PATTERN.test(value.trim());
