/**
 * Files under MEDIA_DIR that must not be public: everything in its `private/` folder. The
 * /media static route refuses that folder (plugins/web-app.ts); a feature serves its private
 * files itself, through a route that checks who is asking.
 */
import path from "node:path";

export const PRIVATE_MEDIA_FOLDER = "private";

/** The private folder of a media directory, resolved. */
export const privateMediaRoot = (mediaDir: string): string =>
  path.join(path.resolve(mediaDir), PRIVATE_MEDIA_FOLDER);

/** Whether a path under /media (as the static route sees it, e.g. "/private/x") is private. */
export const isPrivateMediaPath = (pathName: string): boolean =>
  pathName.replace(/^\/+/, "").split("/")[0] === PRIVATE_MEDIA_FOLDER;
