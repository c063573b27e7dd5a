export {
  paths,
  pagePaths,
  projectReportPath,
  evalRunPath,
  evalRunComparePath,
  caveSessionPath,
  projectAgentPath,
  projectPath,
  reportComparisonPath,
  type AppPath,
} from "@aesop/shared/routes";
