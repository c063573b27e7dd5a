import { useEffect, useRef } from "react";
import { REALTIME_EVENT_NAME, REALTIME_RECONNECT_BACKOFF_MS } from "@aesop/shared/constants";
import type { RealtimeEvent } from "@aesop/shared/contracts/events";
import { queryKeys } from "./query-keys";

/** Delay before reconnect attempt n (0-based): 1, 2, 5, then 10 s for every later attempt. */
export function reconnectDelay(attempt: number): number {
  const delays = REALTIME_RECONNECT_BACKOFF_MS;
  return delays[Math.min(attempt, delays.length - 1)] ?? 10_000;
}

/**
 * What an event makes stale: a changed report its project (reports, sessions...), a progressed
 * evaluation run that project's runs (the list, the run's page and its transcripts), a Cave
 * dialogue that project's sessions, another run agent's run that agent's queries of the project,
 * anything else the project list.
 */
export function liveEventQueryKey(event: RealtimeEvent): readonly unknown[] {
  switch (event.type) {
    case "report.changed":
      return queryKeys.project(event.projectId);
    case "eval-run.changed":
      return queryKeys.evalRuns(event.projectId);
    case "run.changed":
      return queryKeys.agentRuns(event.projectId, event.agent);
    // A streamed piece comes several times a second: it refreshes the Cave's queries, not the projects.
    case "cave.changed":
      return queryKeys.caveSessions(event.projectId);
    default:
      return queryKeys.projects;
  }
}

/**
 * Whether an event may restart a fetch already under way. A streamed piece of a Cave turn comes
 * several times a second: restarting for each would never let a fetch finish, so it waits for the
 * one under way (the next piece, or the turn's end, fetches again). Anything else restarts it, so
 * the last change is never lost to a fetch that began before it.
 */
export const restartsFetch = (event: RealtimeEvent) => !(event.type === "cave.changed" && event.delta !== undefined);

/**
 * One message of the stream: a `resync` (the server may have missed events for this stream, its
 * connection to the database having dropped) refetches as a reconnection does; any other event
 * goes to `onEvent`.
 */
export function dispatchLiveMessage(data: string, onEvent: (event: RealtimeEvent) => void, onResync: () => void) {
  const event = JSON.parse(data) as RealtimeEvent;
  if (event.type === "resync") onResync();
  else onEvent(event);
}

/**
 * The signed-in user's Server-Sent Events stream (/api/events). It reconnects by itself with the
 * spec's backoff, and resets the backoff once a connection opens. `onOpen` runs on every
 * (re)connection: events published while no stream was open are not replayed, so the caller
 * refetches what it shows; so it does when the server says `resync`.
 */
export function useLiveEvents(enabled: boolean, onEvent: (event: RealtimeEvent) => void, onOpen: () => void) {
  const handler = useRef(onEvent);
  const opened = useRef(onOpen);
  useEffect(() => {
    handler.current = onEvent;
    opened.current = onOpen;
  }, [onEvent, onOpen]);

  useEffect(() => {
    if (!enabled) return;
    let source: EventSource | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    let stopped = false;

    const connect = () => {
      source = new EventSource("/api/events");
      source.onopen = () => {
        attempt = 0;
        opened.current();
      };
      source.addEventListener(REALTIME_EVENT_NAME, (message) => {
        try {
          dispatchLiveMessage((message as MessageEvent<string>).data, handler.current, opened.current);
        } catch (error) {
          console.warn("Ignored a malformed live event", error);
        }
      });
      source.onerror = () => {
        // Our own backoff, not the browser's: close and come back later.
        source?.close();
        if (stopped) return;
        timer = setTimeout(connect, reconnectDelay(attempt++));
      };
    };
    connect();
    return () => {
      stopped = true;
      clearTimeout(timer);
      source?.close();
    };
  }, [enabled]);
}
