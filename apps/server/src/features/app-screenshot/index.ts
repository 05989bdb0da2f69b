/** The app screenshot: nothing other features need. */
export { homeScreenshot } from "./service.ts";
