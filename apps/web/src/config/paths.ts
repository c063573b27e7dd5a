export {
  paths,
  pagePaths,
  projectReportPath,
  evalRunPath,
  evalMatrixPath,
  evalRunComparePath,
  caveSessionPath,
  projectAgentPath,
  projectPath,
  reportComparisonPath,
  type AppPath,
} from "@aesop/shared/routes";
