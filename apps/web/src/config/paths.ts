export {
  paths,
  pagePaths,
  projectReportPath,
  evalRunPath,
  evalRunComparePath,
  type AppPath,
} from "@aesop/shared/routes";
