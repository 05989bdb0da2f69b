import { isApiError } from "../../../lib/api-error.ts";

/**
 * A staff read of one thing (an event, a product, a form…), null when the club has none with
 * that id (404), so the editor can say so; any other failure stays a failure.
 */
export async function nullWhenMissing<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}
