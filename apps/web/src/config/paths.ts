export {
  paths,
  pagePaths,
  projectReportPath,
  evalRunPath,
  evalRunComparePath,
  projectAgentPath,
  projectPath,
  reportComparisonPath,
  type AppPath,
} from "@aesop/shared/routes";
