import type { CaveTurn } from "@aesop/shared/contracts/cave";
import type { CriterionScore, CheckResult, HumanVerdictKind, SetHumanVerdict } from "@aesop/shared/contracts/eval";
import type { ServerContext } from "../../context";
import { AppError, notFound } from "../../lib/errors";
import { getProject } from "../../modules/projects/projects.service";
import { announceCave, toCaveTurn } from "./cave-lifecycle";
import { pathTo } from "./cave-transcript";
import { judgeVerdictOf, verdictRefusal } from "./cave-turn-verdict";
import { listHumanVerdictTurns, listTurnLinks, setTurnHumanVerdict, type CavePlan } from "./cave.queries";
import { getTurnRow } from "./cave.service";

type Deps = Pick<ServerContext, "db" | "events">;
type TurnIds = { userId: string; projectId: string; sessionId: string; turnId: string };

/**
 * A person's verdict on a reply of a Cave dialogue (decision 0079): pass or fail with a note, kept
 * beside the judge's verdict of the moment; given again, it replaces the earlier one. The owner's
 * only (anyone else's session is not found); a turn that is not a finished reply is refused whole.
 */
export async function setTurnVerdict(deps: Deps, ids: TurnIds, body: SetHumanVerdict): Promise<CaveTurn> {
  const { session, dialogue, turn } = await getTurnRow(deps, ids);
  const refusal = verdictRefusal(turn);
  if (refusal)
    throw new AppError(turn.streaming ? 409 : 400, turn.streaming ? "REPLY_NOT_ENDED" : "NOT_A_REPLY", refusal);
  const judged = await setTurnHumanVerdict(deps.db, turn.id, {
    verdict: body.verdict,
    note: body.note,
    judge: judgeVerdictOf(turn, dialogue.plan.criteria),
  });
  if (!judged) throw notFound("Turn not found");
  await announceCave(deps, session, turn.dialogueId, turn.id);
  return toCaveTurn(judged, dialogue.plan);
}

/** Removes a person's verdict on a reply: only the judge's stands again. */
export async function clearTurnVerdict(deps: Deps, ids: TurnIds): Promise<CaveTurn> {
  const { session, dialogue, turn } = await getTurnRow(deps, ids);
  const cleared = await setTurnHumanVerdict(deps.db, turn.id, null);
  if (!cleared) throw notFound("Turn not found");
  await announceCave(deps, session, turn.dialogueId, turn.id);
  return toCaveTurn(cleared, dialogue.plan);
}

/** A reply a person judged, as the judge's agreement counts it (agents/eval/runs/judge-agreement.ts). */
export interface CaveVerdictItem {
  sessionId: string;
  sessionNumber: number;
  turnId: string;
  /** 1-based place of the reply in its branch, as the dialogue numbers it. */
  turnNumber: number;
  title: string;
  human: HumanVerdictKind;
  /** The judge's verdict when the person gave theirs; null when the reply had none. */
  judge: HumanVerdictKind | null;
  note: string;
  checks: CheckResult[];
  scores: CriterionScore[];
  criteria: CavePlan["criteria"];
}

/** Every reply the owner judged in the project, newest session first. */
export async function listCaveVerdicts(
  deps: Pick<ServerContext, "db">,
  userId: string,
  projectId: string,
): Promise<CaveVerdictItem[]> {
  await getProject(deps, userId, projectId);
  const rows = await listHumanVerdictTurns(deps.db, userId, projectId);
  const links = await listTurnLinks(deps.db, [...new Set(rows.map((row) => row.turn.dialogueId))]);
  return rows.flatMap(({ turn, plan, sessionId, sessionNumber }) =>
    turn.humanVerdict
      ? [
          {
            sessionId,
            sessionNumber,
            turnId: turn.id,
            turnNumber: pathTo(links, turn.id).length,
            title: plan.scenario.title,
            human: turn.humanVerdict,
            judge: turn.humanVerdictJudge,
            note: turn.humanVerdictNote ?? "",
            checks: turn.checks,
            scores: turn.scores,
            criteria: plan.criteria,
          },
        ]
      : [],
  );
}
