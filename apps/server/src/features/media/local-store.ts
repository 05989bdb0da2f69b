/**
 * Media in a local folder (MEDIA_DIR): right for one instance. Folders are 0700 and files
 * 0600: uploads are members' personal data, readable by the portal's own user only.
 */
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { contentTypeOf, isSafeKey, type MediaStore } from "./media-store.ts";

export function localMediaStore(folder: string): MediaStore {
  const root = path.resolve(folder);
  const fileOf = (key: string) => {
    if (!isSafeKey(key)) throw new Error(`not a media key: ${key}`);
    return path.join(root, ...key.split("/"));
  };
  return {
    kind: "local",
    async put(key, file) {
      const target = fileOf(key);
      await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
      await writeFile(target, file.bytes, { mode: 0o600 });
    },
    async get(key) {
      if (!isSafeKey(key)) return null;
      try {
        return { bytes: await readFile(fileOf(key)), contentType: contentTypeOf(key) };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async remove(key) {
      if (isSafeKey(key)) await rm(fileOf(key), { force: true });
    },
  };
}
