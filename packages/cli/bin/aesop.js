#!/usr/bin/env node
// @ts-check
// Plain JavaScript on purpose: `npx aesop` must run on a clean clone right after `npm install`,
// with no build step and no loader (docs/decisions/0025).
import { main } from "../src/main.js";

process.exitCode = await main(process.argv.slice(2), {
  env: process.env,
  stdout: process.stdout,
  stderr: process.stderr,
  process,
});
