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
  projectHistoryPath,
  type AppPath,
} from "@aesop/shared/routes";
