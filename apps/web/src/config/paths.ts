export {
  paths,
  pagePaths,
  projectAgentPath,
  projectPath,
  projectReportPath,
  reportComparisonPath,
  type AppPath,
} from "@aesop/shared/routes";
