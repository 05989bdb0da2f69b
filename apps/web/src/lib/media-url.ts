// Deep import: the domain barrel would pull zod into the startup bundle.
export { mediaUrl } from "@crest/domain/common/media-url";
