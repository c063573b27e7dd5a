export { paths, pagePaths, projectReportPath, type AppPath } from "@aesop/shared/routes";
