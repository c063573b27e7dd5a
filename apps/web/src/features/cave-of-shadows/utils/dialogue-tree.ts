import type { CaveTurn } from "@aesop/shared/contracts/cave";

type TreeTurn = Pick<CaveTurn, "id" | "parentId" | "createdAt">;

/** The key of a turn's parent among the branches: the opening messages share the root's. */
const ROOT = "";
const parentKey = (turn: TreeTurn) => turn.parentId ?? ROOT;

/** Which branch the reader chose at a fork: the parent's key to the child shown. */
export type BranchChoices = Readonly<Record<string, string>>;

/** Each turn's children, oldest first (a branch is a later child of the same parent). */
export function childrenByParent<T extends TreeTurn>(turns: readonly T[]): Map<string, T[]> {
  const children = new Map<string, T[]>();
  for (const turn of turns) children.set(parentKey(turn), [...(children.get(parentKey(turn)) ?? []), turn]);
  for (const list of children.values()) list.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  return children;
}

/** The live branch: from the root to the head, following parents. */
export function livePath<T extends TreeTurn>(turns: readonly T[], headTurnId: string | null): T[] {
  const byId = new Map(turns.map((turn) => [turn.id, turn]));
  const path: T[] = [];
  for (let turn = headTurnId ? byId.get(headTurnId) : undefined; turn && path.length <= turns.length;) {
    path.unshift(turn);
    turn = turn.parentId ? byId.get(turn.parentId) : undefined;
  }
  return path;
}

/**
 * The branch on screen. Without choices it is the live branch (it ends at the head, even when an
 * older branch goes on below it). At a fork the reader chose, it follows the choice, then the
 * live branch where it rejoins it, else the newest child, to the end of that branch.
 */
export function visiblePath<T extends TreeTurn>(
  turns: readonly T[],
  headTurnId: string | null,
  choices: BranchChoices,
): T[] {
  // No head: the dialogue has not begun, or it is rewound to before its opening message.
  if (headTurnId === null && choices[ROOT] === undefined) return [];
  const children = childrenByParent(turns);
  const live = new Set(livePath(turns, headTurnId).map((turn) => turn.id));
  const path: T[] = [];
  let key = ROOT;
  let onLive = true;
  while (path.length < turns.length) {
    const options = children.get(key) ?? [];
    const chosen = options.find((turn) => turn.id === choices[key]);
    const next = chosen ?? options.find((turn) => live.has(turn.id)) ?? options.at(-1);
    if (!next) break;
    // Past the head on the live branch lies an older line the dialogue left: not shown unless chosen.
    if (onLive && !chosen && key === headTurnId) break;
    onLive = onLive && live.has(next.id);
    path.push(next);
    key = next.id;
  }
  return path;
}

/** Where a turn sits among its siblings: "Branch n of m" when m > 1. */
export function branchPosition(turns: readonly TreeTurn[], turn: TreeTurn) {
  const siblings = childrenByParent(turns).get(parentKey(turn)) ?? [turn];
  const index = siblings.findIndex((sibling) => sibling.id === turn.id);
  return {
    index,
    count: siblings.length,
    previous: siblings[index - 1]?.id,
    next: siblings[index + 1]?.id,
    parentKey: parentKey(turn),
  };
}
