/** Members for staff: nothing other features need; the routes are its whole surface. */
export { memberDetail, searchMembers } from "./service.ts";
