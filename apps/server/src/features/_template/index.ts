/** The template feature's public API: its services and types, never its tables. */
export { addBookmark, MAX_BOOKMARKS, myBookmarks, removeBookmark } from "./service.ts";
