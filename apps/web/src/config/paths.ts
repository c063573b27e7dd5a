export { paths, pagePaths, type AppPath } from "@aesop/shared/routes";
